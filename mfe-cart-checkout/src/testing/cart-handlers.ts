import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CartResponse } from 'shared/contracts/cart';
import { mswServer } from 'shared/testing/msw-server';

/** `GET api/cart` answers with `cart`; returns how many times the cart was read. */
export function serveCart(cart: CartResponse | JsonBodyType) {
  const reads = { count: 0 };
  mswServer.use(
    http.get('*/api/cart', () => {
      reads.count += 1;
      return HttpResponse.json(cart);
    }),
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
