import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { cartClosed, cartOpened } from 'shared/store/ui-slice';
import { CartPanel } from './cart-panel.tsx';
import { FloatingCartButton } from 'shared/ui/floating-cart-button.tsx';
import { useOpenCartFromNavigation } from './use-open-cart-from-navigation.ts';

/**
 * The floating cart button and, while `state.ui.cartOpen`, the cart sidebar.
 * Anything may open it with `cartOpened()` (the catalogue does after an add).
 */
export function CartSidebar() {
  const open = useAppSelector((state) => state.ui.cartOpen);
  const dispatch = useAppDispatch();
  useOpenCartFromNavigation();

  return (
    <>
      <FloatingCartButton onOpen={() => dispatch(cartOpened())} />
      {open && <CartPanel onClose={() => dispatch(cartClosed())} />}
    </>
  );
}
