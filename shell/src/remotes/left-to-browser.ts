/**
 * React reports a region the server left to the browser (its remote's server code was not ready) as a recoverable
 * error when it renders that region here; that is by design, so it is a note, not an error. Anything else is one.
 */
export function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('Switched to client rendering because the server rendering errored')) {
    console.info('A part of this page was rendered in the browser, as the server left it.');
    return;
  }
  console.error(error);
}
