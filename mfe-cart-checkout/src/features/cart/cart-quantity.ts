import { CART_QUANTITY } from 'shared/contracts/cart';

/**
 * What the cart's quantity field holds after the shopper types `typed`, or
 * null when the keystroke is rejected: digits only, blank allowed while
 * typing, anything above 999 clamped to 999.
 */
export function acceptTypedCartQuantity(typed: string): string | null {
  if (!/^\d*$/.test(typed)) return null;
  return typed === '' ? '' : String(Math.min(Number(typed), CART_QUANTITY.max));
}

/** The quantity once the field is left: blank or anything below 1 becomes 1. */
export function settleCartQuantity(text: string): number {
  return Math.max(Number(text) || 0, CART_QUANTITY.min);
}

/** Whether a typed value is a quantity worth sending (not blank, not 0). */
export const isSendableQuantity = (text: string) => Number(text) >= CART_QUANTITY.min;
