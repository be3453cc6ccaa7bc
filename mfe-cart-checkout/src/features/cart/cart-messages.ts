/** The cart's texts and timings. */
export const CART_MESSAGES = {
  updateFailed: 'Failed to update the product!',
  malformed: 'Invalid data format received.',
  empty: 'No products in your cart.',
  emptyPromoCode: 'Please enter a promocode.',
  couponRejected: 'Invalid coupon code.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Cart alerts clear after 2 s. */
export const CART_ALERT_MS = 2000;

/** Quantity changes are sent 100 ms after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 100;
