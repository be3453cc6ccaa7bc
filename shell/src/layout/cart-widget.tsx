import { useEffect, useState } from 'react';
import { useLocation } from 'shared/routing';
import { OPEN_CART_FLAG } from 'shared/config/open-cart-flag';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { cartOpened } from 'shared/store/ui-slice';
import { FloatingCartButton } from 'shared/ui/floating-cart-button.tsx';
import { isRegistered } from '../remotes/register-remotes.ts';
import { remotesReady } from '../remotes/remotes-ready.ts';
import { RemoteModule } from '../remotes/remote-module.tsx';

/** True once the remotes map is read and it lists the cart remote (a deployment may leave it out). */
function useCartRemoteListed() {
  const [listed, setListed] = useState(false);
  useEffect(() => {
    let current = true;
    void remotesReady.then(() => {
      if (current) setListed(isRegistered('mfe_cart_checkout'));
    });
    return () => {
      current = false;
    };
  }, []);
  return listed;
}

/** A navigation that asks for the cart to open (the cart remote opens it 200 ms later). */
function useCartAskedByNavigation() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPEN_CART_FLAG] === true;
}

/**
 * The floating cart button and the cart sidebar, owned by the cart remote. Until the shopper reaches for the cart
 * (the button, an Add to Cart, a navigation that opens it), the shell draws the same button itself and no byte of
 * the cart's code is loaded; from then on the remote's sidebar is mounted, and stays.
 */
export function CartWidget() {
  const listed = useCartRemoteListed();
  const dispatch = useAppDispatch();
  const openAsked = useAppSelector((state) => state.ui.cartOpen);
  const askedByNavigation = useCartAskedByNavigation();
  const [wanted, setWanted] = useState(false);
  if ((openAsked || askedByNavigation) && !wanted) setWanted(true);
  if (!listed) return null;
  const button = <FloatingCartButton onOpen={() => dispatch(cartOpened())} />;
  return wanted ? <RemoteModule id="mfe_cart_checkout/CartSidebar" fallback={button} /> : button;
}
