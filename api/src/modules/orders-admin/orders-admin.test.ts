import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  FULFILMENT_MESSAGES,
  ORDER_MESSAGES,
  type Order,
  type OrderRecord,
  type OrderRecordSummary,
  type OrderStatus,
  type OrderStep,
  type PaymentStatus,
} from 'shared/contracts/orders';
import type { CheckoutSettings, PaymentSettings } from '../../config.ts';
import { mailOutbox, orders, paymentEvents } from '../../db/schema.ts';
import { paymentProvider } from '../payment/payment-provider.ts';
import { signatureOf } from '../payment/signature.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';
import { checkout, checkoutPayload, postAs, sessionWithCart, signedInCustomer } from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { changeOrderStatus } from './change-order-status.ts';

const payments: PaymentSettings = {
  provider: 'sandbox',
  keyId: 'sandbox',
  keySecret: 'fulfilment-key-secret-0123456789',
  webhookSecret: 'fulfilment-webhook-secret-0123456789',
};
const checkoutSettings: CheckoutSettings = { codEnabled: true, codShippingChargePaise: 5_000 };

let shop: TestShop;
let adminToken: string;
before(async () => {
  shop = await startTestShop({ payments, checkout: checkoutSettings, rateLimits: roomyRateLimits });
  adminToken = (await signedInAdmin(shop)).adminToken;
});
after(() => shop.close());

const newEmail = () => `shopper-${randomUUID()}@example.in`;
/** A name no other test's order carries (letters only, as a shopper's name). */
const uniqueName = () => `Asha ${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** `token`: the customer's who placed it signed in, which their order's payment calls need. */
type Placed = { id: number; orderNumber: string; sessionId: string; finalTotal: number; token?: string };

async function placeOrder({
  paymentType = 'online',
  token,
  contactName = 'Asha Rao',
  email = newEmail(),
}: { paymentType?: 'online' | 'cod'; token?: string; contactName?: string; email?: string } = {}): Promise<Placed> {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const payload = checkoutPayload({ contact_email: email, contact_name: contactName, payment_type: paymentType });
  const placed = await checkout(shop, sessionId, payload, { token });
  assert.equal(placed.statusCode, 200, placed.body);
  const { id, order_number, final_total } = placed.json().data;
  return { id, orderNumber: order_number, sessionId, finalTotal: final_total, token };
}

/** The order's provider order opened and paid in the sandbox window, then verified: a real sandbox payment. */
async function payInSandbox(order: Placed) {
  const asCaller = bearer(order.token);
  const opened = await postAs(
    shop,
    order.sessionId,
    '/api/payment/create-order',
    { id: order.id, amount: Math.round(order.finalTotal * 100), currency: 'INR' },
    asCaller,
  );
  assert.equal(opened.statusCode, 200, opened.body);
  const payment = (
    await postAs(shop, order.sessionId, '/api/payment/sandbox/pay', { order_id: opened.json().order_id })
  ).json();
  const verified = await postAs(shop, order.sessionId, '/api/payment/verify', { id: order.id, ...payment }, asCaller);
  assert.equal(verified.json().status, 'success', verified.body);
  return payment as { razorpay_order_id: string; razorpay_payment_id: string };
}

const setOrder = (id: number, change: Partial<typeof orders.$inferInsert>) =>
  shop.db.update(orders).set(change).where(eq(orders.id, id));

const updateStatus = (id: unknown, orderStatus: unknown, token = adminToken) =>
  post(shop, '/api/orders/updateStatus', { id, order_status: orderStatus }, bearer(token));

const adminGet = (url: string, token = adminToken) => get(shop, url, bearer(token));

async function recordOf(id: number): Promise<OrderRecord> {
  const response = await adminGet(`/api/orders/getOrderRecord/${id}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

const mailsTo = (email: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

type State = { orderStatus: OrderStatus; paymentStatus: PaymentStatus; paymentType: 'online' | 'cod' };

/**
 * Every state an order can be in, and for each step what the back office gets: the status after it, or the 409's
 * message. A paid online order's cancel refunds it; a cancelled order still Paid is refunded by cancelling again.
 */
const machine: { state: State; step: OrderStep; expected: { becomes: OrderStatus } | { refused: string } }[] = [
  // awaiting an online payment
  ...(
    [
      ['Shipped', { refused: FULFILMENT_MESSAGES.notPaid }],
      ['Delivered', { refused: FULFILMENT_MESSAGES.notShipped }],
      ['Cancelled', { becomes: 'Cancelled' }],
    ] as const
  ).map(([step, expected]) => ({
    state: { orderStatus: 'Placed', paymentStatus: 'Pending', paymentType: 'online' } as const,
    step,
    expected,
  })),
  // Processing: paid online, or cash on delivery
  ...(['online', 'cod'] as const).flatMap((paymentType) =>
    (
      [
        ['Shipped', { becomes: 'Shipped' }],
        ['Delivered', { refused: FULFILMENT_MESSAGES.notShipped }],
        ['Cancelled', { becomes: 'Cancelled' }],
      ] as const
    ).map(([step, expected]) => ({
      state: {
        orderStatus: 'Placed',
        paymentStatus: paymentType === 'online' ? 'Paid' : 'Pending',
        paymentType,
      } as const,
      step,
      expected,
    })),
  ),
  ...(
    [
      ['Shipped', { refused: FULFILMENT_MESSAGES.alreadyShipped }],
      ['Delivered', { becomes: 'Delivered' }],
      ['Cancelled', { refused: ORDER_MESSAGES.notCancellable }],
    ] as const
  ).map(([step, expected]) => ({
    state: { orderStatus: 'Shipped', paymentStatus: 'Paid', paymentType: 'online' } as const,
    step,
    expected,
  })),
  ...(
    [
      ['Shipped', { refused: FULFILMENT_MESSAGES.alreadyDelivered }],
      ['Delivered', { refused: FULFILMENT_MESSAGES.alreadyDelivered }],
      ['Cancelled', { refused: ORDER_MESSAGES.notCancellable }],
    ] as const
  ).map(([step, expected]) => ({
    state: { orderStatus: 'Delivered', paymentStatus: 'Paid', paymentType: 'cod' } as const,
    step,
    expected,
  })),
  ...(['Pending', 'Refunded'] as const).flatMap((paymentStatus) =>
    (
      [
        ['Shipped', { refused: FULFILMENT_MESSAGES.isCancelled }],
        ['Delivered', { refused: FULFILMENT_MESSAGES.isCancelled }],
        ['Cancelled', { refused: ORDER_MESSAGES.alreadyCancelled }],
      ] as const
    ).map(([step, expected]) => ({
      state: { orderStatus: 'Cancelled', paymentStatus, paymentType: 'online' } as const,
      step,
      expected,
    })),
  ),
  // cancelled by its customer after paying: the refund is due
  {
    state: { orderStatus: 'Cancelled', paymentStatus: 'Paid', paymentType: 'online' },
    step: 'Shipped',
    expected: { refused: FULFILMENT_MESSAGES.isCancelled },
  },
  {
    state: { orderStatus: 'Cancelled', paymentStatus: 'Paid', paymentType: 'online' },
    step: 'Cancelled',
    expected: { becomes: 'Cancelled' },
  },
];

test('the order status machine: every step from every state is taken or refused with a 409 and its reason', async () => {
  for (const { state, step, expected } of machine) {
    const order = await placeOrder({ paymentType: state.paymentType });
    await setOrder(order.id, {
      orderStatus: state.orderStatus,
      paymentStatus: state.paymentStatus,
      paymentId: state.paymentStatus === 'Pending' ? null : `pay_sbx_${randomBytes(12).toString('hex')}`,
    });
    const answer = await updateStatus(order.id, step);
    const what = `${step} from ${JSON.stringify(state)}`;
    const after = await recordOf(order.id);
    if ('refused' in expected) {
      assert.equal(answer.statusCode, 409, what);
      assert.deepEqual(answer.json(), { status: false, message: expected.refused }, what);
      assert.equal(after.order_status, state.orderStatus, what);
      assert.equal(after.payment_status, state.paymentStatus, what);
    } else {
      assert.equal(answer.statusCode, 200, `${what}: ${answer.body}`);
      const body = answer.json();
      assert.equal(body.status, true);
      assert.equal(body.success, true);
      assert.equal(body.message, FULFILMENT_MESSAGES.updated);
      assert.equal(body.data.order_status, expected.becomes, what);
      assert.equal(after.order_status, expected.becomes, what);
      // a paid order that is cancelled is refunded; an unpaid one stays unpaid
      const paidBefore = state.paymentStatus === 'Paid';
      if (step === 'Cancelled') assert.equal(after.payment_status, paidBefore ? 'Refunded' : 'Pending', what);
    }
  }
});

test('cash on delivery ships, is delivered and is then Paid; the customer sees each status', async () => {
  const customer = await signedInCustomer(shop);
  const order = await placeOrder({ paymentType: 'cod', token: customer.token });
  const customersView = async () =>
    (await get(shop, `/api/orders/${order.id}`, bearer(customer.token))).json().data as Order;

  assert.equal((await updateStatus(order.id, 'Shipped')).statusCode, 200);
  assert.equal((await customersView()).order_status, 'Shipped');
  const listed = await get(shop, '/api/orders', bearer(customer.token));
  assert.equal(listed.json().data[0].order_status, 'Shipped');

  const delivered = await updateStatus(order.id, 'Delivered');
  assert.equal(delivered.statusCode, 200, delivered.body);
  const seen = await customersView();
  assert.equal(seen.order_status, 'Delivered');
  assert.equal(seen.payment_status, 'Paid');
  const record = await recordOf(order.id);
  assert.ok(record.shipped_at && record.delivered_at && record.paid_at);
  assert.ok(record.shipped_at <= record.delivered_at);
});

test('a step other than Shipped, Delivered or Cancelled, or a malformed id, is a 400; a missing order a 404', async () => {
  const order = await placeOrder({ paymentType: 'cod' });
  for (const step of ['Placed', 'shipped', 'Processing', 'Refunded', '', null, 3, undefined]) {
    const refused = await updateStatus(order.id, step);
    assert.equal(refused.statusCode, 400, String(step));
    assert.deepEqual(refused.json(), { status: false, message: FULFILMENT_MESSAGES.invalidStep }, String(step));
  }
  for (const id of ['abc', `${order.id}`, 0, -1, 1.5, 2_147_483_648, null, undefined]) {
    const refused = await updateStatus(id, 'Shipped');
    assert.equal(refused.statusCode, 400, String(id));
    assert.equal(refused.json().status, false);
  }
  assert.equal((await recordOf(order.id)).order_status, 'Placed');

  const missing = await updateStatus(2_147_483_647, 'Shipped');
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { status: false, message: ORDER_MESSAGES.notFound });
  const missingRecord = await adminGet('/api/orders/getOrderRecord/2147483647');
  assert.equal(missingRecord.statusCode, 404);
  assert.deepEqual(missingRecord.json(), { status: false, message: ORDER_MESSAGES.notFound });
  for (const bad of ['abc', '0', '-3', '1.5', '..%2F..%2Fetc']) {
    assert.equal((await adminGet(`/api/orders/getOrderRecord/${bad}`)).statusCode, 400, bad);
  }
});

test('only an admin reaches the back office orders: a guest is a 401, a customer a 403, and nothing changes', async () => {
  const customer = await signedInCustomer(shop);
  const order = await placeOrder({ paymentType: 'cod', token: customer.token });
  const guest = await post(shop, '/api/orders/updateStatus', { id: order.id, order_status: 'Shipped' });
  assert.equal(guest.statusCode, 401);
  assert.equal((await updateStatus(order.id, 'Shipped', customer.token)).statusCode, 403);
  assert.equal((await adminGet('/api/orders/getOrderRecords', customer.token)).statusCode, 403);
  assert.equal((await adminGet(`/api/orders/getOrderRecord/${order.id}`, customer.token)).statusCode, 403);
  assert.equal((await get(shop, '/api/orders/getOrderRecords')).statusCode, 401);
  assert.equal((await recordOf(order.id)).order_status, 'Placed');
});

test('the shipped mail goes to the contact e-mail once, even when two admins ship at once', async () => {
  const email = newEmail();
  const order = await placeOrder({ paymentType: 'cod', email });
  const answers = await Promise.all([updateStatus(order.id, 'Shipped'), updateStatus(order.id, 'Shipped')]);
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
  const loser = answers.find((answer) => answer.statusCode === 409)!;
  assert.deepEqual(loser.json(), { status: false, message: FULFILMENT_MESSAGES.alreadyShipped });

  // the cash-on-delivery confirmation and one shipped mail
  const shipped = (await mailsTo(email)).filter((mail) => mail.subject.includes('has shipped'));
  assert.equal(shipped.length, 1);
  assert.equal(shipped[0]!.subject, `Healthy Grains: your order ${order.orderNumber} has shipped`);
  for (const line of [
    // a guest's order: the name typed at checkout is nobody's word for the address
    'Hello,\n',
    `Your order ${order.orderNumber} has shipped.`,
    '- Gluten-Free Multigrain Flour (1 Kg): 2 x ',
    'Please keep ',
    'Shipping to:\nAsha Rao\n14 Lalbagh Road\nBengaluru, Karnataka 560027',
  ]) {
    assert.ok(shipped[0]!.text.includes(line), `missing: ${line}\n${shipped[0]!.text}`);
  }

  // delivering sends nothing more
  assert.equal((await updateStatus(order.id, 'Delivered')).statusCode, 200);
  assert.equal((await mailsTo(email)).filter((mail) => mail.subject.includes('has shipped')).length, 1);
});

test('a shipped order can no longer be cancelled by its customer', async () => {
  const customer = await signedInCustomer(shop);
  const order = await placeOrder({ paymentType: 'cod', token: customer.token });
  assert.equal((await updateStatus(order.id, 'Shipped')).statusCode, 200);
  const refused = await get(shop, `/api/orders/cancel/${order.id}`, bearer(customer.token));
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), { status: false, message: 'This order can no longer be cancelled.' });
  assert.equal((await recordOf(order.id)).order_status, 'Shipped');
});

test("the admin's cancel of a paid order refunds it through the sandbox, which records the refund", async () => {
  const customer = await signedInCustomer(shop);
  const order = await placeOrder({ token: customer.token });
  const payment = await payInSandbox(order);

  const cancelled = await updateStatus(order.id, 'Cancelled');
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const record: OrderRecord = cancelled.json().data;
  assert.equal(record.order_status, 'Cancelled');
  assert.equal(record.payment_status, 'Refunded');
  assert.ok(record.cancelled_at && record.refunded_at);
  const refunds = record.payment_events.filter((event) => event.event_type === 'refund.created');
  assert.equal(refunds.length, 1);
  assert.match(refunds[0]!.event_id, /^rfnd_sbx_[0-9a-f]{24}$/);
  assert.equal(refunds[0]!.payment_id, payment.razorpay_payment_id);
  assert.equal(refunds[0]!.amount, order.finalTotal);

  // the customer sees it cancelled and refunded, and cannot cancel it again
  const seen = await get(shop, `/api/orders/${order.id}`, bearer(customer.token));
  assert.equal(seen.json().data.order_status, 'Cancelled');
  assert.equal(seen.json().data.payment_status, 'Refunded');
  const again = await updateStatus(order.id, 'Cancelled');
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), { status: false, message: ORDER_MESSAGES.alreadyCancelled });
  assert.equal((await recordOf(order.id)).payment_events.length, 1);
});

test('a paid order its customer cancelled is refunded when the admin cancels it', async () => {
  const customer = await signedInCustomer(shop);
  const order = await placeOrder({ token: customer.token });
  await payInSandbox(order);
  const byCustomer = await get(shop, `/api/orders/cancel/${order.id}`, bearer(customer.token));
  assert.equal(byCustomer.statusCode, 200);
  assert.equal((await recordOf(order.id)).payment_status, 'Paid');

  const refunded = await updateStatus(order.id, 'Cancelled');
  assert.equal(refunded.statusCode, 200, refunded.body);
  assert.equal(refunded.json().data.payment_status, 'Refunded');
});

test('a refund the provider refuses leaves the order as it was and answers 502', async () => {
  const order = await placeOrder();
  // a payment the sandbox never took: it refuses to refund it
  await setOrder(order.id, { paymentStatus: 'Paid', paymentId: 'pay_elsewhere_0001', paidAt: new Date() });
  const refused = await updateStatus(order.id, 'Cancelled');
  assert.equal(refused.statusCode, 502);
  assert.deepEqual(refused.json(), { status: false, message: FULFILMENT_MESSAGES.refundFailed });
  const record = await recordOf(order.id);
  assert.equal(record.order_status, 'Placed');
  assert.equal(record.payment_status, 'Paid');
  assert.equal(record.cancelled_at, null);
  assert.equal(record.refunded_at, null);
  // it can still be shipped
  assert.equal((await updateStatus(order.id, 'Shipped')).statusCode, 200);
});

test('two admins cancelling a paid order at once: one refund, one 409', async () => {
  const order = await placeOrder();
  const payment = await payInSandbox(order);
  const answers = await Promise.all([updateStatus(order.id, 'Cancelled'), updateStatus(order.id, 'Cancelled')]);
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
  const refunds = await shop.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.providerOrderId, payment.razorpay_order_id));
  assert.equal(refunds.filter((event) => event.eventType === 'refund.created').length, 1);
});

test('while the provider is refunding, the order can be neither shipped nor refunded again', async () => {
  const order = await placeOrder();
  await payInSandbox(order);
  const meanwhile: { statusCode: number; message: string }[] = [];
  const provider = {
    ...paymentProvider(payments),
    refund: async () => {
      for (const step of ['Shipped', 'Cancelled'] as const) {
        const answer = await updateStatus(order.id, step);
        meanwhile.push({ statusCode: answer.statusCode, message: answer.json().message });
      }
      return 'rfnd_test_0001';
    },
  };
  await changeOrderStatus(
    shop.db,
    { provider, log: shop.app.log, orders: { placed: () => undefined, paid: () => undefined } },
    order.id,
    'Cancelled',
  );
  assert.deepEqual(meanwhile, [
    { statusCode: 409, message: FULFILMENT_MESSAGES.isCancelled },
    { statusCode: 409, message: ORDER_MESSAGES.alreadyCancelled },
  ]);
  const record = await recordOf(order.id);
  assert.equal(record.payment_status, 'Refunded');
  assert.deepEqual(
    record.payment_events.filter((event) => event.event_type === 'refund.created').map((event) => event.event_id),
    ['rfnd_test_0001'],
  );
});

test('shipping and cancelling at once: exactly one of them happens', async () => {
  const order = await placeOrder({ paymentType: 'cod' });
  const answers = await Promise.all([updateStatus(order.id, 'Shipped'), updateStatus(order.id, 'Cancelled')]);
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
  const winner = answers.findIndex((answer) => answer.statusCode === 200) === 0 ? 'Shipped' : 'Cancelled';
  assert.equal((await recordOf(order.id)).order_status, winner);
});

test("an order's record holds its items, addresses, contact, notes and payment history", async () => {
  const email = newEmail();
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const payload = checkoutPayload({ contact_email: email, order_notes: 'Leave it with the guard.' });
  const placed = (await checkout(shop, sessionId, payload)).json().data;
  const order: Placed = { id: placed.id, orderNumber: placed.order_number, sessionId, finalTotal: placed.final_total };
  const payment = await payInSandbox(order);
  const rawBody = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: payment.razorpay_order_id } } },
  });
  const eventId = `evt_${randomUUID()}`;
  const delivered = await post(shop, '/api/payment/webhook', rawBody, {
    'content-type': 'application/json',
    'x-razorpay-signature': signatureOf(payments.webhookSecret, rawBody),
    'x-razorpay-event-id': eventId,
  });
  assert.equal(delivered.statusCode, 200, delivered.body);

  const response = await adminGet(`/api/orders/getOrderRecord/${order.id}`);
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], 'no-store');
  const record: OrderRecord = response.json().data;
  assert.equal(record.order_number, order.orderNumber);
  assert.equal(record.contact_email, email);
  assert.equal(record.contact_mobile, '+919876543210');
  assert.equal(record.order_notes, 'Leave it with the guard.');
  assert.deepEqual(record.billing_address, payload.billing_address);
  assert.deepEqual(record.shipping_address, payload.shipping_address);
  assert.equal(record.items.length, 1);
  assert.equal(record.items[0]!.product_name, 'Gluten-Free Multigrain Flour (1 Kg)');
  assert.equal(record.payment_provider, 'sandbox');
  assert.equal(record.provider_order_id, payment.razorpay_order_id);
  assert.equal(record.payment_id, payment.razorpay_payment_id);
  assert.ok(record.paid_at);
  assert.deepEqual(
    record.payment_events.map(({ event_id, event_type, payment_id, amount }) => ({
      event_id,
      event_type,
      payment_id,
      amount,
    })),
    [{ event_id: eventId, event_type: 'payment.captured', payment_id: payment.razorpay_payment_id, amount: null }],
  );
});

const records = async (query: string) => {
  const response = await adminGet(`/api/orders/getOrderRecords${query}`);
  assert.equal(response.statusCode, 200, response.body);
  const body: { status: true; data: OrderRecordSummary[]; total: number; page: number; per_page: number } =
    response.json();
  return body;
};

test('the orders list: newest first, paged by 10 by default, with its total', async () => {
  const name = uniqueName();
  const placed: Placed[] = [];
  for (let index = 0; index < 12; index += 1) placed.push(await placeOrder({ contactName: name, paymentType: 'cod' }));
  const newestFirst = placed.map((order) => order.id).reverse();
  const search = `?search=${encodeURIComponent(name)}`;

  const first = await records(search);
  assert.equal(first.status, true);
  assert.equal(first.total, 12);
  assert.equal(first.page, 1);
  assert.equal(first.per_page, 10);
  assert.deepEqual(
    first.data.map((row) => row.id),
    newestFirst.slice(0, 10),
  );
  const second = await records(`${search}&page=2`);
  assert.deepEqual(
    second.data.map((row) => row.id),
    newestFirst.slice(10),
  );
  assert.equal(second.total, 12);
  assert.deepEqual((await records(`${search}&page=3`)).data, []);
  assert.equal((await records(`${search}&per_page=15`)).data.length, 12);
  assert.equal((await records(`${search}&per_page=30&page=1`)).data.length, 12);

  const row = first.data[0]!;
  assert.deepEqual(Object.keys(row).sort(), [
    'contact_email',
    'contact_name',
    'created_at',
    'final_total',
    'id',
    'order_number',
    'order_status',
    'payment_status',
    'payment_type',
    'test_payment',
    'type',
  ]);
  assert.equal(row.contact_name, name);

  // without a search every order is listed, newest first
  const everything = await records('?per_page=30');
  assert.ok(everything.total >= 12);
  const times = everything.data.map((order) => order.created_at);
  assert.deepEqual(times, [...times].sort().reverse());
});

test('the orders list searches the order number, e-mail and name in any letter case, and filters by status', async () => {
  const name = uniqueName();
  const email = newEmail();
  const byName = await placeOrder({ contactName: name, paymentType: 'cod' });
  const byEmail = await placeOrder({ contactName: name, email, paymentType: 'cod' });
  const paid = await placeOrder({ contactName: name });
  await payInSandbox(paid);
  assert.equal((await updateStatus(byName.id, 'Shipped')).statusCode, 200);

  const ids = async (query: string) => (await records(query)).data.map((row) => row.id).sort((a, b) => a - b);
  assert.deepEqual(await ids(`?search=${encodeURIComponent(name.toUpperCase())}`), [byName.id, byEmail.id, paid.id]);
  assert.deepEqual(await ids(`?search=${encodeURIComponent(` ${email.toUpperCase()} `)}`), [byEmail.id]);
  assert.deepEqual(await ids(`?search=${byName.orderNumber.slice(2).toLowerCase()}`), [byName.id]);
  const withName = `?search=${encodeURIComponent(name)}`;
  assert.deepEqual(await ids(`${withName}&order_status=Shipped`), [byName.id]);
  assert.deepEqual(await ids(`${withName}&payment_status=Paid`), [paid.id]);
  assert.deepEqual(await ids(`${withName}&payment_status=Pending&order_status=Placed`), [byEmail.id]);
  assert.deepEqual(await ids(`${withName}&payment_status=&order_status=`), [byName.id, byEmail.id, paid.id]);
  assert.equal((await records(`${withName}&order_status=Delivered`)).total, 0);
  // LIKE's wildcards are only characters here
  assert.equal((await records(`?search=${encodeURIComponent('%')}`)).total, 0);
  assert.equal((await records(`?search=${encodeURIComponent('_')}`)).total, 0);
});

test('the orders list refuses an unknown filter value or page size with a 400 that says why', async () => {
  const cases: [string, string][] = [
    ['?per_page=12', FULFILMENT_MESSAGES.invalidPageSize],
    ['?per_page=abc', FULFILMENT_MESSAGES.invalidPageSize],
    ['?per_page=100', FULFILMENT_MESSAGES.invalidPageSize],
    ['?payment_status=Unpaid', FULFILMENT_MESSAGES.invalidPaymentStatus],
    ['?payment_status=paid', FULFILMENT_MESSAGES.invalidPaymentStatus],
    ['?order_status=Processing', FULFILMENT_MESSAGES.invalidOrderStatus],
  ];
  for (const [query, message] of cases) {
    const response = await adminGet(`/api/orders/getOrderRecords${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json(), { status: false, message }, query);
  }
  for (const query of ['?page=0', '?page=-1', '?page=1.5', '?page=abc', `?search=${'x'.repeat(101)}`]) {
    const response = await adminGet(`/api/orders/getOrderRecords${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().status, false, query);
  }
});
