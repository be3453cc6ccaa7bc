import { CART_QUANTITY } from 'shared/contracts/cart';

/** The cart's texts and timings. */
export const CART_MESSAGES = {
  updateFailed: 'Failed to update the product!',
  malformed: 'Invalid data format received.',
  empty: 'No products in your cart.',
  emptyPromoCode: 'Please enter a promocode.',
  couponRejected: 'Invalid coupon code.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** What the hint under a cart line's quantity says when the field changed what was typed. */
export const CART_QUANTITY_HINTS = {
  clamped: `Your cart holds at most ${CART_QUANTITY.max} of an item.`,
  raised: `The least is ${CART_QUANTITY.min}; remove the item to take it out of the cart.`,
} as const;

/** Cart alerts clear after 2 s. */
export const CART_ALERT_MS = 2000;

/** Quantity changes are sent 100 ms after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 100;
