/**
 * The digest the server gives a region it left to the browser (its remote's server code was not ready, or the
 * render ran out of time). React hands it back with the recoverable error it reports when it renders that region
 * here, in development and production alike; production's message is only "Minified React error #419".
 */
export const LEFT_TO_BROWSER_DIGEST = 'left-to-browser';

/** A region the server left to the browser is by design, so it is a note, not an error. Anything else is one. */
export function onRecoverableError(error: unknown) {
  if ((error as { digest?: unknown } | null)?.digest === LEFT_TO_BROWSER_DIGEST) {
    console.info('A part of this page was rendered in the browser, as the server left it.');
    return;
  }
  console.error(error);
}
