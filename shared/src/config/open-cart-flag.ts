/**
 * The router-state flag that opens the cart sidebar by itself, 200 ms after a
 * navigation that carries it: `navigate(to, { state: { [OPEN_CART_FLAG]: true } })`.
 */
export const OPEN_CART_FLAG = 'openCart';

/** The cart sidebar's auto-open delay. */
export const CART_AUTO_OPEN_DELAY_MS = 200;
