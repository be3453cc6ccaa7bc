import type { PageHead, PageLoader } from 'shared/server-rendering/page-head';

/** The loader of a page with nothing to fetch: only its head. */
export const headLoader =
  (head: PageHead): PageLoader =>
  () =>
    Promise.resolve(head);
