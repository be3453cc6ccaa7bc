import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { logCapture } from '../test/captured-log.ts';
import { eventually } from '../test/eventually.ts';
import { newSession, onlineOrder, postAs, sandboxPayment } from '../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

const uuid = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[\da-f]{4}-[\da-f]{12}$/;
const log = logCapture();

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ logger: log.options, mailWorker: { pollMs: 20 } });
});
after(() => shop.close());

const health = (headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: '/api/health', headers });

test("a request's id is the X-Request-Id it came with, echoed in the answer", async () => {
  for (const id of ['3f1c2a9e-6b1d-4c1e-9d2a-1b2c3d4e5f60', 'Root=1-67891233-abcdef012345678912345678', 'edge.42:7']) {
    assert.equal((await health({ 'x-request-id': id })).headers['x-request-id'], id);
  }
});

test('without an acceptable X-Request-Id, a request gets a fresh UUID', async () => {
  const fresh = [
    await health(),
    await health(),
    await health({ 'x-request-id': 'x'.repeat(129) }),
    await health({ 'x-request-id': 'two words' }),
    await health({ 'x-request-id': '{"reqId":"forged"}' }),
  ].map((response) => String(response.headers['x-request-id']));
  for (const id of fresh) assert.match(id, uuid);
  assert.equal(new Set(fresh).size, fresh.length);
});

test("a service's lines carry the id of the request they were written for", async () => {
  const order = await onlineOrder(shop);
  const payment = await sandboxPayment(shop, order);
  await shop.db.update(orders).set({ orderStatus: 'Cancelled' }).where(eq(orders.id, order.orderId));

  const verified = await postAs(shop, order.sessionId, '/api/payment/verify', payment, { 'x-request-id': 'verify-1' });
  assert.equal(verified.statusCode, 200);
  const line = log.entries().find((entry) => entry.msg.startsWith('a cancelled order was paid'));
  assert.equal(line?.reqId, 'verify-1');
});

test('background work logs under its own name, with no request id', async () => {
  const sent = await postAs(
    shop,
    await newSession(shop),
    '/api/send-mail',
    { first_name: 'Asha', last_name: 'Rao', email: 'asha@example.in', contact_no: '9876543210', message: 'Hello' },
    { 'x-request-id': 'contact-1' },
  );
  assert.equal(sent.statusCode, 201, sent.body);
  await eventually(() => {
    const line = log.entries().find((entry) => entry.msg.startsWith('mail kept in the outbox'));
    assert.equal(line?.job, 'mail-worker');
    assert.equal(line.reqId, undefined);
  });
});
