import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CheckoutResponse } from 'shared/contracts/checkout';
import type { CreatePaymentOrderResponse } from 'shared/contracts/payment';
import { buildApp } from '../../app.ts';
import type { PaymentSettings } from '../../config.ts';
import { orders } from '../../db/schema.ts';
import { bearer, get, post } from '../../test/requests.ts';
import {
  addToCart,
  checkout,
  newSession,
  postAs,
  sessionWithCart,
  signedInCustomer,
} from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { signatureOf } from './signature.ts';

const payments: PaymentSettings = {
  provider: 'sandbox',
  keyId: 'sandbox',
  keySecret: 'test-key-secret-0123456789',
  webhookSecret: 'test-webhook-secret-0123456789',
};

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ payments, rateLimits: roomyRateLimits });
});
after(() => shop.close());

/** A guest's order placed online, and its total in paise. */
async function placedOrder(options: { token?: string } = {}) {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg' });
  const response = await checkout(shop, sessionId, undefined, options);
  assert.equal(response.statusCode, 200, response.body);
  const { id, final_total } = response.json().data;
  return { sessionId, orderId: id as number, amountPaise: Math.round(final_total * 100) };
}

const createOrder = (sessionId: string, orderId: number, amount: number, headers: Record<string, string> = {}) =>
  postAs(
    shop,
    sessionId,
    '/api/payment/create-order',
    { id: orderId, amount, currency: 'INR', receipt: 4242 },
    headers,
  );

const paymentStatus = async (orderId: number) =>
  (await shop.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** Order placed, provider order opened, and the sandbox window's Pay clicked. */
async function paidInSandbox() {
  const placed = await placedOrder();
  const opened = (await createOrder(placed.sessionId, placed.orderId, placed.amountPaise)).json();
  const payment = (
    await postAs(shop, placed.sessionId, '/api/payment/sandbox/pay', { order_id: opened.order_id })
  ).json();
  return { ...placed, providerOrderId: opened.order_id as string, payment };
}

const verify = (sessionId: string, orderId: number, payment: Record<string, string>) =>
  postAs(shop, sessionId, '/api/payment/verify', {
    id: orderId,
    razorpay_order_id: payment.razorpay_order_id,
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_signature: payment.razorpay_signature,
  });

test('payment options name the provider, cash on delivery and the shop', async () => {
  const response = await get(shop, '/api/payment/options');
  assert.deepEqual(response.json(), {
    status: true,
    data: { provider: 'sandbox', cod_enabled: false, shop_name: 'Healthy Grains' },
  });
});

test('create-order opens a sandbox order for exactly the order total, and reuses it when asked again', async () => {
  const { sessionId, orderId, amountPaise } = await placedOrder();
  const first = await createOrder(sessionId, orderId, amountPaise);
  assert.equal(first.statusCode, 200, first.body);
  const body = first.json();
  assert.equal(body.status, true);
  assert.equal(body.provider, 'sandbox');
  assert.equal(body.key, 'sandbox');
  assert.equal(body.amount, amountPaise);
  assert.equal(body.currency, 'INR');
  assert.match(body.order_id, /^order_sbx_[0-9a-f]{24}$/);
  assert.equal((await createOrder(sessionId, orderId, amountPaise)).json().order_id, body.order_id);
});

test('create-order with a wrong amount is refused', async () => {
  const { sessionId, orderId, amountPaise } = await placedOrder();
  for (const amount of [amountPaise - 1, 100, amountPaise / 100, 0]) {
    const response = await createOrder(sessionId, orderId, amount);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { status: false, message: 'The amount does not match the order.' });
  }
});

test("create-order for another session's order is a 404, like a missing one", async () => {
  const { orderId, amountPaise } = await placedOrder();
  const stranger = await newSession(shop);
  for (const id of [orderId, 999_999]) {
    const response = await createOrder(stranger, id, amountPaise);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: false, message: 'Order not found.' });
  }
});

test("create-order without an id (amount, currency, receipt) opens the caller's order awaiting that amount", async () => {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg' });
  const older = (await checkout(shop, sessionId)).json<CheckoutResponse>().data;
  await addToCart(shop, sessionId, { weight: '500 Gm', qty: 2 });
  const newer = (await checkout(shop, sessionId)).json<CheckoutResponse>().data;
  const paise = (rupees: number) => Math.round(rupees * 100);
  const specCreateOrder = (session: string, amount: number) =>
    postAs(shop, session, '/api/payment/create-order', { amount, currency: 'INR', receipt: 9001 });

  const forOlder = await specCreateOrder(sessionId, paise(older.final_total));
  assert.equal(forOlder.statusCode, 200, forOlder.body);
  assert.equal((await paymentStatus(older.id)).providerOrderId, forOlder.json<CreatePaymentOrderResponse>().order_id);
  const forNewer = await specCreateOrder(sessionId, paise(newer.final_total));
  assert.equal((await paymentStatus(newer.id)).providerOrderId, forNewer.json<CreatePaymentOrderResponse>().order_id);

  // an amount no order has: the latest order awaiting payment says it does not match
  const wrong = await specCreateOrder(sessionId, 1);
  assert.deepEqual(wrong.json(), { status: false, message: 'The amount does not match the order.' });
  assert.equal(wrong.statusCode, 400);
  const nothingToPay = await specCreateOrder(await newSession(shop), paise(older.final_total));
  assert.deepEqual(nothingToPay.json(), { status: false, message: 'Order not found.' });
  assert.equal(nothingToPay.statusCode, 404);
});

test('a signed-in user may pay their order from another session', async () => {
  const customer = await signedInCustomer(shop);
  const { orderId, amountPaise } = await placedOrder({ token: customer.token });
  const otherBrowser = await newSession(shop);
  const response = await createOrder(otherBrowser, orderId, amountPaise, bearer(customer.token));
  assert.equal(response.statusCode, 200, response.body);
});

test("a signed-in user's order is not the session's alone: without the token, create-order is a 404", async () => {
  const customer = await signedInCustomer(shop);
  const { sessionId, orderId, amountPaise } = await placedOrder({ token: customer.token });
  const named = await createOrder(sessionId, orderId, amountPaise);
  assert.deepEqual([named.statusCode, named.json().message], [404, 'Order not found.']);
  const unnamed = await postAs(shop, sessionId, '/api/payment/create-order', {
    amount: amountPaise,
    currency: 'INR',
    receipt: 4242,
  });
  assert.deepEqual([unnamed.statusCode, unnamed.json().message], [404, 'Order not found.']);
  assert.equal((await createOrder(sessionId, orderId, amountPaise, bearer(customer.token))).statusCode, 200);
});

test('create-order for a paid or cancelled order is refused', async () => {
  const paid = await paidInSandbox();
  await verify(paid.sessionId, paid.orderId, paid.payment);
  const again = await createOrder(paid.sessionId, paid.orderId, paid.amountPaise);
  assert.deepEqual([again.statusCode, again.json().message], [409, 'This order is already paid.']);

  const cancelled = await placedOrder();
  await shop.db.update(orders).set({ orderStatus: 'Cancelled' }).where(eq(orders.id, cancelled.orderId));
  const refused = await createOrder(cancelled.sessionId, cancelled.orderId, cancelled.amountPaise);
  assert.deepEqual([refused.statusCode, refused.json().message], [400, 'This order has been cancelled.']);
});

test('a payment signed by the provider verifies and marks the order Paid', async () => {
  const { sessionId, orderId, payment } = await paidInSandbox();
  assert.match(payment.razorpay_payment_id, /^pay_sbx_/);
  assert.equal((await paymentStatus(orderId)).paymentStatus, 'Pending');
  const response = await verify(sessionId, orderId, payment);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'success', message: 'Payment Verified!' });
  const order = await paymentStatus(orderId);
  assert.equal(order.paymentStatus, 'Paid');
  assert.equal(order.paymentId, payment.razorpay_payment_id);
});

test('a replayed verification answers success and changes nothing', async () => {
  const { sessionId, orderId, payment } = await paidInSandbox();
  await verify(sessionId, orderId, payment);
  const paidAt = (await paymentStatus(orderId)).paidAt;
  const replay = await verify(sessionId, orderId, payment);
  assert.deepEqual(replay.json(), { status: 'success', message: 'Payment Verified!' });
  assert.deepEqual((await paymentStatus(orderId)).paidAt, paidAt);
});

test('a forged signature, or one for another provider order, fails and the order stays Pending', async () => {
  const { sessionId, orderId, payment, providerOrderId } = await paidInSandbox();
  const forgeries = [
    {
      ...payment,
      razorpay_signature: signatureOf('guessed-secret', `${providerOrderId}|${payment.razorpay_payment_id}`),
    },
    { ...payment, razorpay_signature: 'abc' },
    { ...payment, razorpay_payment_id: 'pay_sbx_other' },
    { ...payment, razorpay_order_id: 'order_sbx_other' },
  ];
  for (const forged of forgeries) {
    const response = await verify(sessionId, orderId, forged);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { status: 'failed', message: '⚠️ Payment Verification Failed' });
  }
  assert.equal((await paymentStatus(orderId)).paymentStatus, 'Pending');
});

const deliver = (
  event: object,
  { eventId = `evt_${randomUUID()}`, secret = payments.webhookSecret }: { eventId?: string; secret?: string } = {},
) => {
  const rawBody = JSON.stringify(event);
  return post(shop, '/api/payment/webhook', rawBody, {
    'content-type': 'application/json',
    'x-razorpay-signature': signatureOf(secret, rawBody),
    'x-razorpay-event-id': eventId,
  });
};

const captured = (providerOrderId: string) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: 'pay_webhook_1', order_id: providerOrderId, amount: 1 } } },
});

test('a signed payment.captured webhook marks the order Paid; a replayed event id changes nothing', async () => {
  const placed = await placedOrder();
  const providerOrderId = (await createOrder(placed.sessionId, placed.orderId, placed.amountPaise)).json().order_id;
  const first = await deliver(captured(providerOrderId), { eventId: 'evt_captured_1' });
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), { status: true, message: 'Event processed.' });
  assert.equal((await paymentStatus(placed.orderId)).paymentStatus, 'Paid');

  const failedLater = await deliver({
    event: 'payment.failed',
    payload: { payment: { entity: { id: 'pay_x', order_id: providerOrderId } } },
  });
  assert.equal(failedLater.statusCode, 200);
  const replay = await deliver(captured(providerOrderId), { eventId: 'evt_captured_1' });
  assert.deepEqual(replay.json(), { status: true, message: 'Event already processed.' });
  const order = await paymentStatus(placed.orderId);
  assert.equal(order.paymentStatus, 'Paid');
  assert.equal(order.paymentId, 'pay_webhook_1');
});

test('order.paid marks the order of its provider order Paid', async () => {
  const placed = await placedOrder();
  const providerOrderId = (await createOrder(placed.sessionId, placed.orderId, placed.amountPaise)).json().order_id;
  await deliver({ event: 'order.paid', payload: { order: { entity: { id: providerOrderId } } } });
  assert.equal((await paymentStatus(placed.orderId)).paymentStatus, 'Paid');
});

test('a forged webhook is refused and changes nothing', async () => {
  const placed = await placedOrder();
  const providerOrderId = (await createOrder(placed.sessionId, placed.orderId, placed.amountPaise)).json().order_id;
  const forged = await deliver(captured(providerOrderId), { secret: 'not-the-secret' });
  assert.equal(forged.statusCode, 400);
  assert.deepEqual(forged.json(), { status: false, message: 'Invalid signature.' });
  const unsigned = await post(shop, '/api/payment/webhook', JSON.stringify(captured(providerOrderId)), {
    'content-type': 'application/json',
    'x-razorpay-event-id': 'evt_unsigned',
  });
  assert.equal(unsigned.statusCode, 400);
  assert.equal((await paymentStatus(placed.orderId)).paymentStatus, 'Pending');
});

test('sandbox pay for an unknown provider order is a 404', async () => {
  const response = await postAs(shop, await newSession(shop), '/api/payment/sandbox/pay', {
    order_id: 'order_sbx_nothing',
  });
  assert.equal(response.statusCode, 404);
});

test('with Razorpay as the provider there is no sandbox window', async () => {
  const razorpayApp = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    payments: { provider: 'razorpay', keyId: 'rzp_test_x', keySecret: 'key-secret', webhookSecret: 'webhook-secret' },
  });
  try {
    const response = await razorpayApp.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { order_id: 'order_x' },
    });
    assert.equal(response.statusCode, 404);
    const options = await razorpayApp.inject({ method: 'GET', url: '/api/payment/options' });
    assert.equal(options.json().data.provider, 'razorpay');
  } finally {
    await razorpayApp.close();
  }
});
