import { http, HttpResponse } from 'msw';
import type { PaymentOptionsResponse } from 'shared/contracts/payment';
import { india, nepal, serveGeo as serveSharedGeo } from 'shared/testing/geo-handlers';
import { mswServer } from 'shared/testing/msw-server';

/** Countries with Nepal listed before India, as an alphabetical list would not have them. */
export const serveGeo = () => serveSharedGeo([nepal, india]);

export function servePaymentOptions(options: Partial<PaymentOptionsResponse['data']> = {}) {
  mswServer.use(
    http.get('*/api/payment/options', () =>
      HttpResponse.json({
        status: true,
        data: { provider: 'sandbox', cod_enabled: false, shop_name: 'Healthy Grains', ...options },
      }),
    ),
  );
}

/** `POST api/checkout`: keeps each body and `Idempotency-Key`, and answers with `answer`. */
export function recordCheckouts(answer: () => Response = () => HttpResponse.json(placedOrder())) {
  const calls: { body: unknown; idempotencyKey: string | null }[] = [];
  mswServer.use(
    http.post('*/api/checkout', async ({ request }) => {
      calls.push({ body: await request.json(), idempotencyKey: request.headers.get('Idempotency-Key') });
      return answer();
    }),
  );
  return calls;
}

export const placedOrder = (data: Partial<{ id: number; order_number: string; final_total: number }> = {}) => ({
  status: true,
  message: 'Order created',
  data: { id: 42, order_number: 'HG-000042', final_total: 798.5, ...data },
});

/** `POST api/payment/create-order`: keeps each body and answers for the given provider. */
export function recordPaymentOrders(provider: 'sandbox' | 'razorpay' = 'sandbox') {
  const bodies: { amount: number }[] = [];
  mswServer.use(
    http.post('*/api/payment/create-order', async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      bodies.push(body);
      return HttpResponse.json({
        status: true,
        provider,
        key: 'key_test_1',
        amount: body.amount,
        currency: 'INR',
        order_id: 'order_test_1',
      });
    }),
  );
  return bodies;
}
