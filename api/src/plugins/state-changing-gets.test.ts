/**
 * Fastify answers a HEAD to every GET by running the GET and dropping its body: a HEAD to the order's cancel
 * cancelled the order. A GET that changes something (`config.changesState`) refuses its HEAD before anything runs.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, users } from '../db/schema.ts';
import { lastMailTo, linkIn, newEmail, PASSWORD } from '../test/account-builders.ts';
import { bearer, get, post } from '../test/requests.ts';
import { checkout, checkoutPayload, sessionWithCart, signedInCustomer } from '../test/shop-builders.ts';
import { roomyRateLimits } from '../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const orderStatusOf = async (id: number) =>
  (await shop.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, id)))[0]!.status;

test('a HEAD to the cancel is a 405 and leaves the order as it was; the GET still cancels it', async () => {
  const customer = await signedInCustomer(shop);
  const { sessionId } = await sessionWithCart(shop);
  const placed = await checkout(shop, sessionId, checkoutPayload({ contact_email: customer.user.email }), {
    token: customer.token,
  });
  assert.equal(placed.statusCode, 200, placed.body);
  const id = placed.json().data.id as number;
  const before = await orderStatusOf(id);
  const cancel = (method: 'GET' | 'HEAD') =>
    shop.app.inject({
      method,
      url: `/api/orders/cancel/${id}`,
      headers: bearer(customer.token),
    });

  const head = await cancel('HEAD');
  assert.equal(head.statusCode, 405);
  assert.equal(head.headers.allow, 'GET');
  assert.equal(await orderStatusOf(id), before);

  const cancelled = await cancel('GET');
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(await orderStatusOf(id), 'Cancelled');
});

test('a HEAD to a mailed confirmation link (as a mail scanner sends) confirms nothing; the GET still does', async () => {
  const email = newEmail('scanned');
  await post(shop, '/api/registration-mail', { email, password: PASSWORD });
  const link = linkIn((await lastMailTo(shop, email)).text);
  const url = `${link.pathname}${link.search}`;
  const confirmed = async () =>
    (await shop.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.email, email)))[0]!.at !== null;

  const head = await shop.app.inject({ method: 'HEAD', url });
  assert.equal(head.statusCode, 405);
  assert.equal(await confirmed(), false);

  const followed = await get(shop, url);
  assert.match(followed.headers.location!, /email_confirmed=1$/);
  assert.equal(await confirmed(), true);
});

test('the refusal is in the envelope, and a HEAD to a GET that only reads is answered as before', async () => {
  const customer = await signedInCustomer(shop);
  const refused = await shop.app.inject({
    method: 'HEAD',
    url: '/api/orders/cancel/1',
    headers: bearer(customer.token),
  });
  assert.equal(refused.statusCode, 405);
  assert.match(String(refused.headers['content-type']), /^application\/json/);
  assert.equal((await shop.app.inject({ method: 'HEAD', url: '/api/products' })).statusCode, 200);
  assert.equal((await shop.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode, 200);
});
