import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ORDER_MESSAGES } from 'shared/contracts/orders';
import { bearer, get } from '../../test/requests.ts';
import {
  checkout,
  checkoutPayload,
  newSession,
  sessionHeader,
  sessionWithCart,
  signedInCustomer,
} from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const orderReceived = (id: number | string, headers: Record<string, string> = {}) =>
  get(shop, `/api/order-received/${id}`, headers);

/** An order placed online by a fresh session, signed in when a token is given. */
async function placed(token?: string) {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const response = await checkout(shop, sessionId, checkoutPayload(), { token });
  assert.equal(response.statusCode, 200, response.body);
  return { sessionId, ...(response.json().data as { id: number; order_number: string; final_total: number }) };
}

test("the session that placed a guest's order reads it, with its items, addresses and total, and no cache keeps it", async () => {
  const order = await placed();
  const response = await orderReceived(order.id, sessionHeader(order.sessionId));
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  const { data } = response.json();
  assert.equal(data.order_number, order.order_number);
  assert.equal(data.final_total, order.final_total);
  assert.equal(data.payment_status, 'Pending');
  assert.equal(data.payment_type, 'online');
  assert.equal(data.contact_email, checkoutPayload().contact_email);
  assert.deepEqual(data.shipping_address, checkoutPayload().shipping_address);
  assert.equal(data.items.length, 1);
  assert.equal(data.items[0].qty, 2);
});

test('another session, another customer and a caller with neither see the order exactly as a missing one', async () => {
  const order = await placed();
  const missing = await orderReceived(2_000_000_000, sessionHeader(order.sessionId));
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { status: false, message: ORDER_MESSAGES.notFound });

  const stranger = await signedInCustomer(shop);
  const strangers = [
    sessionHeader(await newSession(shop)),
    bearer(stranger.token),
    { ...sessionHeader(await newSession(shop)), ...bearer(stranger.token) },
    {},
  ];
  for (const headers of strangers) {
    const response = await orderReceived(order.id, headers);
    assert.equal(response.statusCode, 404);
    assert.equal(response.body, missing.body);
    assert.equal(response.headers['cache-control'], 'no-store');
  }
});

test('a signed-in customer reads their order from any session, and another customer gets the missing answer', async () => {
  const owner = await signedInCustomer(shop);
  const order = await placed(owner.token);
  const elsewhere = await orderReceived(order.id, { ...sessionHeader(await newSession(shop)), ...bearer(owner.token) });
  assert.equal(elsewhere.statusCode, 200, elsewhere.body);
  assert.equal(elsewhere.json().data.order_number, order.order_number);

  const other = await signedInCustomer(shop);
  const missing = await orderReceived(2_000_000_000, bearer(other.token));
  const refused = await orderReceived(order.id, bearer(other.token));
  assert.equal(refused.statusCode, 404);
  assert.equal(refused.body, missing.body);
});

test("a signed-in customer's order needs their token: the session it was placed in alone gets the missing answer", async () => {
  const owner = await signedInCustomer(shop);
  const order = await placed(owner.token);
  const missing = await orderReceived(2_000_000_000, sessionHeader(order.sessionId));
  const bySession = await orderReceived(order.id, sessionHeader(order.sessionId));
  assert.equal(bySession.statusCode, 404);
  assert.equal(bySession.body, missing.body);
  const withToken = await orderReceived(order.id, { ...sessionHeader(order.sessionId), ...bearer(owner.token) });
  assert.equal(withToken.statusCode, 200, withToken.body);
});

test('an id that is not a positive whole number is a 400, never a 500', async () => {
  const order = await placed();
  for (const id of ['abc', '0', '1e3', '-1', '99999999999']) {
    const response = await orderReceived(id, sessionHeader(order.sessionId));
    assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
    assert.equal(response.json().status, false);
  }
});
