const day = 24 * 60 * 60_000;

/** A session expires this long after its last use (for one that never held a cart: after it was issued). */
export const SESSION_LIFETIME_MS = 30 * day;

/** A session's last use is written at most this often, so a busy cart costs no write per request. */
export const LAST_USE_PRECISION_MS = day;
