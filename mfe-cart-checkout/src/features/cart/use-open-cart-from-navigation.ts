import { useEffect } from 'react';
import { useLocation } from 'shared/routing';
import { useAppDispatch } from 'shared/store/hooks';
import { cartOpened } from 'shared/store/ui-slice';
import { CART_AUTO_OPEN_DELAY_MS, OPEN_CART_FLAG } from 'shared/config/open-cart-flag';

/** The sidebar opens by itself, after 200 ms, when the navigation state carries the open-cart flag. */
export function useOpenCartFromNavigation() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const state: unknown = location.state;
  const asked =
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPEN_CART_FLAG] === true;

  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => dispatch(cartOpened()), CART_AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked, location.key, dispatch]);
}
