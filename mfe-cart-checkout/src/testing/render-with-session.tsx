import type { ReactElement } from 'react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';

type Options = NonNullable<Parameters<typeof renderWithStore>[1]>;

/** Renders as the shell would, once the shopper's session id is known (the cart is keyed by it). */
export const renderWithSession = (ui: ReactElement, { preloadedState, ...options }: Options = {}) =>
  renderWithStore(ui, {
    ...options,
    preloadedState: { session: { sessionId: 'session-1' }, ...preloadedState },
  });
