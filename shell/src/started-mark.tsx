import { useEffect } from 'react';

/**
 * Marks the page `<html data-started>` once the shop's code has taken it over: the first render, or the hydration
 * of the server's markup, has committed, so a click or a keystroke reaches React. Until then a server-rendered page
 * looks ready and does nothing; the browser tests wait for this mark rather than for the network to go quiet.
 */
export function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}
