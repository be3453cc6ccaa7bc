import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { ORDER_MESSAGES } from 'shared/contracts/orders';
import { bearer, get, post } from '../../test/requests.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import {
  addToCart,
  cartOf,
  checkout,
  checkoutPayload,
  newSession,
  postAs,
  sessionHeader,
} from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer, login } from '../../test/account-builders.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

/** A customer signed in from a session, with an order placed online (still to pay) and a line left in the cart. */
async function customerWithOrder() {
  const { email, password } = await confirmedCustomer(shop);
  const sessionId = await newSession(shop);
  const { token } = await login(shop, email, password, sessionHeader(sessionId));
  await addToCart(shop, sessionId, { weight: '1 Kg' });
  const placed = await checkout(shop, sessionId, checkoutPayload(), { token });
  assert.equal(placed.statusCode, 200, placed.body);
  await addToCart(shop, sessionId, { weight: '500 Gm', qty: 3 });
  const { id, final_total } = placed.json().data as { id: number; final_total: number };
  return { email, password, token, sessionId, orderId: id, amountPaise: Math.round(final_total * 100) };
}

test('logout answers a new session to go on with: it works, and holds nothing of the account', async () => {
  const customer = await customerWithOrder();
  const out = await post(shop, '/api/logout', {}, { ...sessionHeader(customer.sessionId), ...bearer(customer.token) });
  assert.equal(out.statusCode, 200, out.body);
  const { session_id: fresh, ...rest } = out.json();
  assert.deepEqual(rest, { status: true, message: ACCOUNT_MESSAGES.loggedOut });
  assert.equal(typeof fresh, 'string');
  assert.notEqual(fresh, customer.sessionId);
  assert.deepEqual((await cartOf(shop, fresh)).data, []);
  assert.equal((await get(shop, `/api/order-received/${customer.orderId}`, sessionHeader(fresh))).statusCode, 404);
});

test('after logout the session the order was placed in can neither read it nor reopen its payment', async () => {
  const customer = await customerWithOrder();
  const asSession = sessionHeader(customer.sessionId);
  assert.equal(
    (await get(shop, `/api/order-received/${customer.orderId}`, bearer(customer.token))).statusCode,
    200,
    'the token reads it while signed in',
  );
  assert.equal((await post(shop, '/api/logout', {}, { ...asSession, ...bearer(customer.token) })).statusCode, 200);

  const missing = await get(shop, '/api/order-received/2000000000', asSession);
  const read = await get(shop, `/api/order-received/${customer.orderId}`, asSession);
  assert.equal(read.statusCode, 404);
  assert.equal(read.body, missing.body);
  assert.deepEqual(read.json(), { status: false, message: ORDER_MESSAGES.notFound });
  for (const body of [
    { id: customer.orderId, amount: customer.amountPaise, currency: 'INR', receipt: 1 },
    { amount: customer.amountPaise, currency: 'INR', receipt: 1 },
  ]) {
    const reopened = await postAs(shop, customer.sessionId, '/api/payment/create-order', body);
    assert.equal(reopened.statusCode, 404, reopened.body);
  }
});

test('the cart stays with the account: signing in again from the new session brings it back', async () => {
  const customer = await customerWithOrder();
  const out = await post(shop, '/api/logout', {}, { ...sessionHeader(customer.sessionId), ...bearer(customer.token) });
  const fresh = out.json().session_id as string;
  await login(shop, customer.email, customer.password, sessionHeader(fresh));
  const lines = (await cartOf(shop, fresh)).data as { weight_unit: string; qty: number }[];
  assert.deepEqual(
    lines.map((line) => `${line.weight_unit} × ${line.qty}`),
    ['500 Gm × 3'],
  );
});
