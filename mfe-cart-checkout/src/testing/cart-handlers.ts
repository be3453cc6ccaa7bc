import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CartResponse } from 'shared/contracts/cart';
import { mswServer } from 'shared/testing/msw-server';

export const noAutomaticCoupon = { status: false, message: 'No coupon applies to this cart.', discount: 0 };

/**
 * `GET api/cart` answers with `cart`, and the automatic coupon the cart asks
 * for when it opens is not there; returns how many times the cart was read.
 */
export function serveCart(cart: CartResponse | JsonBodyType) {
  const reads = { count: 0 };
  mswServer.use(
    http.get('*/api/cart', () => {
      reads.count += 1;
      return HttpResponse.json(cart);
    }),
    http.post('*/api/cart/auto-apply-coupon', () => HttpResponse.json(noAutomaticCoupon)),
  );
  return reads;
}

/** A `POST api/{path}` that answers `answer` (with `status`), keeping the bodies it was sent. */
export function recordPosts(path: string, answer: JsonBodyType = { status: true, message: 'Done' }, status = 200) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(`*/api/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

/** A `POST api/{path}` that cannot reach the server. */
export const unreachable = (path: string) => mswServer.use(http.post(`*/api/${path}`, () => HttpResponse.error()));
