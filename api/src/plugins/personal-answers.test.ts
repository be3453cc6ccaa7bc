/**
 * A CDN told to "cache everything" keeps whatever carries no Cache-Control: an answer that depends on who asks
 * (their session, their token) must say no-store, or the next visitor gets the last one's session, cart or order.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { bearer, get, post } from '../test/requests.ts';
import { checkout, sessionHeader, sessionWithCart, signedInCustomer } from '../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { personalAnswers } from './personal-answers.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

test('the session, the cart, the user, an order and a refusal are answered no-store', async () => {
  const customer = await signedInCustomer(shop);
  const { sessionId } = await sessionWithCart(shop);
  const placed = await checkout(shop, sessionId, undefined, { token: customer.token });
  assert.equal(placed.statusCode, 200, placed.body);
  const orderId = placed.json().data.id as number;
  const asCustomer = { ...sessionHeader(sessionId), ...bearer(customer.token) };

  const answers = {
    'GET /api/session': await get(shop, '/api/session'),
    'GET /api/cart': await get(shop, '/api/cart', sessionHeader(sessionId)),
    'GET /api/user': await get(shop, '/api/user', bearer(customer.token)),
    'GET /api/orders/{id}': await get(shop, `/api/orders/${orderId}`, bearer(customer.token)),
    'GET /api/order-received/{id}': await get(shop, `/api/order-received/${orderId}`, asCustomer),
    'POST /api/checkout': placed,
    'POST /api/cart/apply-coupon': await post(shop, '/api/cart/apply-coupon', { coupon_code: 'NOSUCH01' }, asCustomer),
    'GET /api/user without a token': await get(shop, '/api/user'),
    'GET /api/no-such-call': await get(shop, '/api/no-such-call'),
  };
  for (const [call, response] of Object.entries(answers)) {
    assert.equal(response.headers['cache-control'], 'no-store', `${call} (${response.statusCode})`);
  }
});

test('the catalogue, the countries and the payment options keep no Cache-Control: they are the same for everyone', async () => {
  const [product] = (await get(shop, '/api/products')).json().data as { id: number }[];
  const [combo] = (await get(shop, '/api/product-combos')).json().data as { id: number }[];
  for (const url of [
    '/api/products',
    '/api/products?page=1',
    `/api/products/${product!.id}`,
    '/api/product-combos',
    `/api/product-combos/${combo!.id}`,
    '/api/countries',
    '/api/payment/options',
  ]) {
    const response = await get(shop, url, sessionHeader('a-session-id-sent-anyway'));
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    assert.equal(response.headers['cache-control'], undefined, url);
  }
  const missing = await get(shop, '/api/products/2000000000');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.headers['cache-control'], 'no-store', 'a refusal may be the caller’s alone');
});

test('a route that reads who asks cannot call itself the same for everyone', async () => {
  for (const config of [
    { access: 'signed-in' as const, sameForEveryone: true },
    { access: 'public' as const, sameForEveryone: true, withHeaders: true },
  ]) {
    const app = Fastify();
    await app.register(personalAnswers);
    assert.throws(
      () =>
        app.get('/api/mine', {
          config: { access: config.access, sameForEveryone: config.sameForEveryone },
          schema: config.withHeaders ? { headers: { type: 'object' } } : {},
          handler: async () => ({ status: true }),
        }),
      /GET \/api\/mine: an answer that reads who asks is not the same for everyone/,
    );
    await app.close();
  }
});
