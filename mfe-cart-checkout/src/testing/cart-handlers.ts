import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CartResponse } from 'shared/contracts/cart';
import { ok } from 'shared/testing/answer';
import { mswServer } from 'shared/testing/msw-server';

/** What a cart change answers when it went through. */
export const changed = ok({ status: true, message: 'Done' });

export const noAutomaticCoupon = { status: false, message: 'No coupon applies to this cart.', discount: 0 };

/**
 * `GET api/cart` answers with `cart`, and the automatic coupon the cart asks
 * for when it opens is not there; returns how many times the cart was read.
 * A cart the API never answers is sent with `NOT_THE_API`'s headers.
 */
export function serveCart(cart: CartResponse | JsonBodyType, headers: Record<string, string> = {}) {
  const reads = { count: 0 };
  mswServer.use(
    http.get('*/api/cart', () => {
      reads.count += 1;
      return HttpResponse.json(cart, { headers });
    }),
    http.post('*/api/cart/auto-apply-coupon', () => HttpResponse.json(noAutomaticCoupon)),
  );
  return reads;
}
