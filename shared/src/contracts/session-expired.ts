/**
 * The server's answer to a session id it does not know or that expired; the browser then forgets the id and asks
 * for a new one. On its own, so the API slice every page loads does not bring the cart contract with it.
 */
export const SESSION_EXPIRED = 'Your session has expired. Please reload the page.';
