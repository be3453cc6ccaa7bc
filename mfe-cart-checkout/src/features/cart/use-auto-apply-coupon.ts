import { useEffect, useRef } from 'react';
import { useAutoApplyCouponMutation } from './api.ts';
import type { Cart } from '../../ui/read-cart.ts';

/**
 * Asks the server, once each time the cart opens, to apply the shop's automatic
 * coupon to a freshly loaded cart that has lines and no coupon. The server picks
 * the coupon and checks it; when none applies nothing changes and nothing is shown.
 */
export function useAutoApplyCoupon(cart: Cart | null | undefined, isFetching: boolean) {
  const [autoApply] = useAutoApplyCouponMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || isFetching || !cart || cart.lines.length === 0 || cart.coupon) return;
    asked.current = true;
    // quiet: when no coupon applies, or the call fails, the cart simply stays as it is
    void autoApply();
  }, [cart, isFetching, autoApply]);
}
