import { CART_FULL_LINE_MESSAGE } from 'shared/contracts/cart';
import { useAppDispatch } from 'shared/store/hooks';
import { cartOpened } from 'shared/store/ui-slice';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { addToCartFailure } from './add-to-cart-failure.ts';
import { useAddComboToCartMutation, useAddToCartMutation } from '../features/cart/api.ts';

/** What a shopper asks to add: a product at one weight, or a combo. */
export type CartChoice =
  | {
      kind: 'product';
      productId: number;
      productPriceId: number;
      productName: string;
      price: number;
      discountedPrice: number;
      quantity: number;
    }
  | { kind: 'combo'; comboId: number; quantity: number };

/** An add-to-cart failure clears after 2 s; the word that the cart's line is full, longer to read, after 5 s. */
const MESSAGE_MS = 2000;
const FULL_LINE_MS = 5000;

/**
 * "Add to Cart" of the product and combo pages: sends the choice, then opens
 * the cart sidebar, which reloads the cart through the shared 'Cart' tag (no
 * page reload). A failure is kept as `failure` for two seconds. An add the
 * server stopped at 999 opens no sidebar (it would cover the word): its answer
 * is kept as `notice`, which says how many the cart holds.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const [addProduct, product] = useAddToCartMutation();
  const [addCombo, combo] = useAddComboToCartMutation();
  const [failure, showFailure, clearFailure] = useFleetingMessage(MESSAGE_MS);
  const [notice, showNotice, clearNotice] = useFleetingMessage(FULL_LINE_MS);

  const addToCart = async (choice: CartChoice) => {
    clearFailure();
    clearNotice();
    try {
      const answer = await (
        choice.kind === 'product'
          ? addProduct({
              product_id: choice.productId,
              product_price_id: choice.productPriceId,
              product_name: choice.productName,
              discounted_price: choice.discountedPrice,
              price: choice.price,
              qty: choice.quantity,
            })
          : addCombo({ combo_id: choice.comboId, combo_qty: choice.quantity })
      ).unwrap();
      if (answer.message === CART_FULL_LINE_MESSAGE) showNotice(answer.message, 'success');
      else dispatch(cartOpened());
    } catch (error) {
      showFailure(addToCartFailure(error));
    }
  };

  return {
    addToCart,
    isAdding: product.isLoading || combo.isLoading,
    failure: failure?.text ?? null,
    notice: notice?.text ?? null,
  };
}
