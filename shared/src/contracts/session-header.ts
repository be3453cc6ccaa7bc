/** The header that carries a guest's session id; the cart is keyed by it. */
export const SESSION_HEADER = 'X-session-id';
