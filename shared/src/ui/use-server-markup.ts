import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while rendering on the server and while the browser attaches to the server's markup (hydration), when a
 * first render must match what the server sent; false in a render of the browser's own.
 */
export const useServerMarkup = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
