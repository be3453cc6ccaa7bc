import { CART_QUANTITY } from 'shared/contracts/cart';

/** What the hint by the quantity field says when the field did not take what was typed as it was. */
export const QUANTITY_HINTS = {
  refused: `Whole numbers only, from ${CART_QUANTITY.min} to ${CART_QUANTITY.max}.`,
  clamped: `The most you can add at once is ${CART_QUANTITY.max}.`,
  raised: `The least you can add is ${CART_QUANTITY.min}.`,
} as const;

/**
 * What the quantity field holds after the shopper types `typed`, or `null`
 * when the keystroke is rejected: digits only, no leading zeros, blank allowed
 * while typing, anything above the maximum clamped to it.
 */
export function acceptTypedQuantity(typed: string): string | null {
  if (!/^(0|[1-9]\d*)?$/.test(typed)) return null;
  return Number(typed) > CART_QUANTITY.max ? String(CART_QUANTITY.max) : typed;
}

/** The quantity once the field is left: blank or anything below 1 becomes 1. */
export function settleQuantity(text: string): number {
  const quantity = Number(text);
  return text === '' || quantity < 1 ? 1 : quantity;
}
