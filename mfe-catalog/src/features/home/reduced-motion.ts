import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => mediaQuery()?.matches ?? false;

/**
 * True when the shopper asked their system for less motion. A page rendered on the server cannot know, so it
 * says false there and while hydrating, then the browser's answer follows.
 */
export const usePrefersReducedMotion = () => useSyncExternalStore(subscribe, snapshot, () => false);
