import { useCallback } from 'react';

/** What a shopper asks to add: a product at one weight, or a combo. */
export type CartChoice =
  | { kind: 'product'; productId: number; productPriceId: number; quantity: number }
  | { kind: 'combo'; comboId: number; quantity: number };

/**
 * The "Add to Cart" handler of the product and combo pages. The cart work
 * connects it (POST api/cart/add or add-combo, then open the cart); until then
 * a click changes nothing, so no success is ever shown that did not happen.
 */
export function useAddToCart(): (choice: CartChoice) => void {
  return useCallback(() => undefined, []);
}
