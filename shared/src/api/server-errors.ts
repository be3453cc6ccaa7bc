/**
 * Reading a failed RTK Query call the way every screen's failure messages do:
 * the server's own message when it sent one, and whether it answered at all.
 */

/** The `message` of the server's `{ status: false, message }` answer, if there is one. */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message ? data.message : undefined;
}

/** True when the server answered with an HTTP status; false when it could not be reached. */
export function serverAnswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' || error.status === 'PARSING_ERROR';
}

/** What to tell the shopper about a failed call: the server's message, else `answered` or, with no answer, `unreachable`. */
export const failureMessage = (error: unknown, answered: string, unreachable: string) =>
  serverMessage(error) ?? (serverAnswered(error) ? answered : unreachable);
