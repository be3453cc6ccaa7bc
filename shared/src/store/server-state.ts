import { createAction } from '@reduxjs/toolkit';
import type { PageRemote } from 'shared/contracts/page-rendering';

/** What a page rendered on the server hands to the browser's store, so it shows the same without asking again. */
export interface ServerState {
  /** the API slice as the server left it (RTK Query keeps only its settled queries) */
  api: unknown;
  /** the address the server answered with the not-found page, so the browser shows the same there */
  notFoundPath: string | null;
  /** the remote that rendered the page's region, and its build: the browser hydrates only with that same build */
  pageRemote: PageRemote | null;
}

export const serverStateHandedOver = createAction<ServerState>('server/stateHandedOver');
