import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Order, OrderRecord, OrderRecordSummary } from 'shared/contracts/orders';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../scripts/testing/smtp-catcher.ts';
import { orders } from '../../db/schema.ts';
import { MAIL_WORKER_TIMINGS } from '../../mail/mail-worker.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';
import { eventually } from '../../test/eventually.ts';
import {
  checkout,
  checkoutPayload,
  postAs,
  sandboxPayment,
  sessionWithCart,
  signedInCustomer,
} from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let smtp: SmtpCatcher;
let shop: TestShop;
let adminToken: string;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
before(async () => {
  smtp = await startSmtpCatcher();
  shop = await startTestShop({
    checkout: { codEnabled: true, codShippingChargePaise: 5_000 },
    mail: { smtpUrl: smtp.url, from: 'Healthy Grains <no-reply@example.in>', supportEmail: 'support@example.in' },
    mailWorker: { ...MAIL_WORKER_TIMINGS, pollMs: 20 },
    rateLimits: roomyRateLimits,
  });
  adminToken = (await signedInAdmin(shop)).adminToken;
  customer = await signedInCustomer(shop);
});
after(async () => {
  await shop.close();
  await smtp.close();
});

/** A signed-in customer's order for another e-mail; paid in the sandbox's window when it is online. */
async function placeOrder(paymentType: 'online' | 'cod', { pay = true } = {}) {
  const email = `shopper-${randomUUID()}@example.in`;
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg' });
  const placed = await checkout(shop, sessionId, checkoutPayload({ contact_email: email, payment_type: paymentType }), {
    token: customer.token,
  });
  assert.equal(placed.statusCode, 200, placed.body);
  const { id, final_total } = placed.json().data;
  if (paymentType === 'online' && pay) {
    const asCustomer = bearer(customer.token);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await sandboxPayment(
      shop,
      { sessionId, orderId: id, amountPaise: Math.round(final_total * 100) },
      customer.token,
    );
    const verified = await postAs(
      shop,
      sessionId,
      '/api/payment/verify',
      { id, razorpay_order_id, razorpay_payment_id, razorpay_signature },
      asCustomer,
    );
    assert.equal(verified.statusCode, 200, verified.body);
  }
  return { id: id as number, email };
}

/** What every answer about the order says of it, as the customer and the back office read them. */
async function testPaymentAnswers(id: number) {
  const own = (await get(shop, `/api/orders/${id}`, bearer(customer.token))).json().data as Order;
  const listed = ((await get(shop, '/api/orders', bearer(customer.token))).json().data as Order[]).find(
    (order) => order.id === id,
  );
  const row = (
    (await get(shop, '/api/orders/getOrderRecords?per_page=30', bearer(adminToken))).json().data as OrderRecordSummary[]
  ).find((order) => order.id === id);
  const record = (await get(shop, `/api/orders/getOrderRecord/${id}`, bearer(adminToken))).json().data as OrderRecord;
  return [own.test_payment, listed?.test_payment, row?.test_payment, record.test_payment];
}

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.envelope.to.includes(email));

test('an order paid through the sandbox is a test payment in every order answer, the back office included', async () => {
  const { id } = await placeOrder('online');
  assert.deepEqual(await testPaymentAnswers(id), [true, true, true, true]);
  const shipped = await post(shop, '/api/orders/updateStatus', { id, order_status: 'Shipped' }, bearer(adminToken));
  assert.equal(shipped.statusCode, 200, shipped.body);
  assert.equal(shipped.json().data.test_payment, true);
});

test('an order not paid through the sandbox is never a test payment: unpaid, on delivery, or through Razorpay', async () => {
  const unpaid = await placeOrder('online', { pay: false });
  const onDelivery = await placeOrder('cod');
  const throughRazorpay = await placeOrder('online', { pay: false });
  await shop.db
    .update(orders)
    .set({
      paymentProvider: 'razorpay',
      providerOrderId: `order_${randomUUID()}`,
      paymentStatus: 'Paid',
      paidAt: new Date(),
    })
    .where(eq(orders.id, throughRazorpay.id));
  for (const { id } of [unpaid, onDelivery, throughRazorpay]) {
    assert.deepEqual(await testPaymentAnswers(id), [false, false, false, false], `order ${id}`);
  }
});

test('the confirmation and shipped mails of a test payment say so in the subject and first line', async () => {
  const { id, email } = await placeOrder('online');
  await eventually(() => assert.equal(mailsTo(email).length, 1));
  const shipped = await post(shop, '/api/orders/updateStatus', { id, order_status: 'Shipped' }, bearer(adminToken));
  assert.equal(shipped.statusCode, 200, shipped.body);
  await eventually(() => assert.equal(mailsTo(email).length, 2));
  const [confirmation, shippedMail] = mailsTo(email).map((mail) => mail.parsed);
  assert.match(confirmation!.subject!, /^\[TEST PAYMENT\] Healthy Grains: your order HG\d+ is confirmed$/);
  assert.match(shippedMail!.subject!, /^\[TEST PAYMENT\] Healthy Grains: your order HG\d+ has shipped$/);
  for (const mail of [confirmation!, shippedMail!]) {
    assert.match(
      mail.text!,
      /^TEST PAYMENT: this order was paid through the payment sandbox\. No money was taken\.\n\nHello,\n/,
    );
  }
  // the confirmation's usual words stay
  assert.match(confirmation!.text!, /We have received your payment\./);
});

test('a cash-on-delivery order mail carries no test-payment mark', async () => {
  const { email } = await placeOrder('cod');
  await eventually(() => assert.equal(mailsTo(email).length, 1));
  const [mail] = mailsTo(email);
  assert.doesNotMatch(mail!.parsed.subject!, /TEST PAYMENT/);
  assert.doesNotMatch(mail!.parsed.text!, /TEST PAYMENT|sandbox/);
});
