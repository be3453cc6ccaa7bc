/**
 * The server's answer to a token it no longer accepts, which signs the shopper out. On its own, so the API slice
 * every page loads does not bring the whole account contract with it.
 */
export const SIGN_IN_AGAIN = 'Please sign in again.';
