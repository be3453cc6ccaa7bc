import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { Order } from 'shared/contracts/orders';
import type { CheckoutSettings, PaymentSettings } from '../../config.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { useOneTimeToken } from '../auth/one-time-tokens.ts';
import { signatureOf } from '../payment/signature.ts';
import { bearer, get } from '../../test/requests.ts';
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
import { confirmationMail } from './confirmation-mail.ts';

const payments: PaymentSettings = {
  provider: 'sandbox',
  keyId: 'sandbox',
  keySecret: 'mail-key-secret-0123456789',
  webhookSecret: 'mail-webhook-secret-0123456789',
};
const checkoutSettings: CheckoutSettings = { codEnabled: true, codShippingChargePaise: 5_000 };

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ payments, checkout: checkoutSettings, rateLimits: roomyRateLimits });
});
after(() => shop.close());

const newEmail = () => `shopper-${randomUUID()}@example.in`;

/** The mails to this address other than a guest's payment reminder, which waits (payment-reminder-mail.test.ts). */
const mailsTo = (email: string) =>
  shop.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), isNull(mailOutbox.remindsOrderId)));

/**
 * An order placed online with this e-mail (by a guest, or by the customer whose token is given), its provider
 * order opened and paid in the sandbox window; verify and the webhook are left to the test.
 */
async function paidInSandbox(target: TestShop, email: string, token?: string) {
  const { sessionId } = await sessionWithCart(target, { weight: '1 Kg', qty: 2 });
  const placed = await checkout(target, sessionId, checkoutPayload({ contact_email: email }), { token });
  assert.equal(placed.statusCode, 200, placed.body);
  const { id, order_number, final_total } = placed.json().data;
  const asCaller = bearer(token);
  const payment = await sandboxPayment(
    target,
    { sessionId, orderId: id, amountPaise: Math.round(final_total * 100) },
    token,
  );
  const verify = (signature: string = payment.razorpay_signature) =>
    postAs(
      target,
      sessionId,
      '/api/payment/verify',
      {
        id,
        razorpay_order_id: payment.razorpay_order_id,
        razorpay_payment_id: payment.razorpay_payment_id,
        razorpay_signature: signature,
      },
      asCaller,
    );
  const webhook = () => {
    const rawBody = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: payment.razorpay_order_id } } },
    });
    return target.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signatureOf(payments.webhookSecret, rawBody),
        'x-razorpay-event-id': `evt_${randomUUID()}`,
      },
      payload: rawBody,
    });
  };
  return { id: id as number, orderNumber: order_number as string, verify, webhook };
}

test('verify and the webhook arriving together send exactly one confirmation mail', async () => {
  const email = newEmail();
  const order = await paidInSandbox(shop, email);
  const [verified, delivered] = await Promise.all([order.verify(), order.webhook()]);
  assert.equal(verified.statusCode, 200, verified.body);
  assert.equal(delivered.statusCode, 200, delivered.body);
  // and any later repeat of either changes nothing
  assert.equal((await order.verify()).statusCode, 200);
  assert.equal((await order.webhook()).statusCode, 200);

  const mails = await mailsTo(email);
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.subject, new RegExp(order.orderNumber));
  assert.match(mails[0]!.text, new RegExp(`order ${order.orderNumber}\\. We have received your payment\\.`));
});

test('the webhook alone confirms a paid order once', async () => {
  const email = newEmail();
  const order = await paidInSandbox(shop, email);
  await Promise.all([order.webhook(), order.webhook()]);
  assert.equal((await mailsTo(email)).length, 1);
});

test('a failed verify sends no mail and leaves the order Pending', async () => {
  const email = newEmail();
  const order = await paidInSandbox(shop, email);
  const refused = await order.verify('0'.repeat(64));
  assert.equal(refused.statusCode, 400);
  assert.equal((await mailsTo(email)).length, 0);
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row!.paymentStatus, 'Pending');
});

test('a cash-on-delivery order is confirmed once when placed, even when its checkout is repeated', async () => {
  const email = newEmail();
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const payload = checkoutPayload({ contact_email: email, payment_type: 'cod', order_notes: '' });
  const idempotencyKey = randomUUID();
  const first = await checkout(shop, sessionId, payload, { idempotencyKey });
  const repeat = await checkout(shop, sessionId, payload, { idempotencyKey });
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(repeat.json().data.id, first.json().data.id);

  const mails = await mailsTo(email);
  assert.equal(mails.length, 1);
  const { order_number, final_total } = first.json().data;
  assert.match(mails[0]!.text, new RegExp(order_number));
  assert.match(mails[0]!.text, /Shipping: ₹50\.00/);
  assert.ok(mails[0]!.text.includes(`Total: ₹${final_total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`));
});

test('an online order awaiting payment is not confirmed yet', async () => {
  const email = newEmail();
  const { sessionId } = await sessionWithCart(shop);
  assert.equal((await checkout(shop, sessionId, checkoutPayload({ contact_email: email }))).statusCode, 200);
  assert.equal((await mailsTo(email)).length, 0);
});

test('an order cancelled while its payment window was open is marked Paid but not confirmed', async () => {
  const customer = await signedInCustomer(shop);
  const email = newEmail();
  const order = await paidInSandbox(shop, email, customer.token);
  const cancelled = await get(shop, `/api/orders/cancel/${order.id}`, bearer(customer.token));
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal((await order.webhook()).statusCode, 200);

  const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row!.paymentStatus, 'Paid');
  assert.equal(row!.orderStatus, 'Cancelled');
  assert.equal((await mailsTo(email)).length, 0);
});

const claimLinkIn = (text: string) =>
  /https?:\/\/\S+\/healthy-grains\/e-commerce\/create-password\?\S+/.exec(text)?.[0];

test("a guest's confirmation carries a create-password link whose token claims that e-mail's orders", async () => {
  const email = newEmail();
  const order = await paidInSandbox(shop, email);
  assert.equal((await order.verify()).statusCode, 200);
  const [mail] = await mailsTo(email);
  const link = claimLinkIn(mail!.text);
  assert.ok(link, mail!.text);
  const query = new URL(link).searchParams;
  assert.equal(query.get('email'), email);
  const token = query.get('token')!;
  assert.equal(await useOneTimeToken(shop.db, { purposes: ['claim-orders'], email: newEmail(), token }), null);
  const used = await useOneTimeToken(shop.db, { purposes: ['claim-orders'], email, token });
  assert.equal(used?.purpose, 'claim-orders');
});

test("a signed-in customer's confirmation carries no claim link", async () => {
  const customer = await signedInCustomer(shop);
  const email = newEmail();
  const { sessionId } = await sessionWithCart(shop);
  const placed = await checkout(shop, sessionId, checkoutPayload({ contact_email: email, payment_type: 'cod' }), {
    token: customer.token,
  });
  assert.equal(placed.statusCode, 200, placed.body);
  const [mail] = await mailsTo(email);
  assert.ok(mail);
  assert.equal(claimLinkIn(mail.text), undefined);
  assert.doesNotMatch(mail.text, /create your password/);
});

test('a mail that cannot be sent never fails the payment', async () => {
  // nothing listens on port 1: every mail fails to connect
  const unreachable = await startTestShop({
    payments,
    checkout: checkoutSettings,
    mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'shop@example.in', supportEmail: 'support@example.in' },
  });
  try {
    const order = await paidInSandbox(unreachable, newEmail());
    const verified = await order.verify();
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json().status, 'success');
    const [row] = await unreachable.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(row!.paymentStatus, 'Paid');
  } finally {
    await unreachable.close();
  }
});

const paidOrder: Order = {
  id: 7,
  order_number: 'HG2026112300007',
  created_at: '2026-11-23T06:30:00.000Z',
  type: 'guest',
  order_status: 'Placed',
  payment_status: 'Paid',
  payment_type: 'online',
  final_total: 1_24_999.5,
  subtotal: 1_25_019.5,
  shipping_charge: 0,
  coupon: { code: 'WELCOME1', value: 20 },
  order_notes: '',
  contact_name: 'Asha Rao',
  contact_email: 'asha.rao@example.in',
  contact_mobile: null,
  billing_address: checkoutPayload().billing_address,
  shipping_address: checkoutPayload().shipping_address,
  items: [
    { product_name: 'Gluten-Free Multigrain Flour (1 Kg)', price: 389, qty: 2, total_price: 778 },
    { product_name: 'Millet Breakfast Combo', price: 1_24_241.5, qty: 1, total_price: 1_24_241.5 },
  ],
  test_payment: false,
};

test('the mail names the order, each item, the totals in rupees and the shipping address', () => {
  const mail = confirmationMail(paidOrder, 'Hello Asha Rao,', null);
  assert.equal(mail.to, 'asha.rao@example.in');
  assert.equal(mail.subject, 'Healthy Grains: your order HG2026112300007 is confirmed');
  for (const line of [
    'Hello Asha Rao,',
    'Thank you for your order HG2026112300007. We have received your payment.',
    '- Gluten-Free Multigrain Flour (1 Kg): 2 x ₹389.00 = ₹778.00',
    '- Millet Breakfast Combo: 1 x ₹1,24,241.50 = ₹1,24,241.50',
    'Subtotal: ₹1,25,019.50',
    'Coupon WELCOME1: −₹20.00',
    'Total: ₹1,24,999.50',
    'Shipping to:\nAsha Rao\n14 Lalbagh Road\nBengaluru, Karnataka 560027\nIndia\nPhone: +919876543210',
  ]) {
    assert.ok(mail.text.includes(line), `missing: ${line}\n${mail.text}`);
  }
  assert.doesNotMatch(mail.text, /Shipping: ₹/);
  assert.doesNotMatch(mail.text, /create your password/);
});

test("a guest's mail carries the link that claims the order; a cash-on-delivery one asks for the amount", () => {
  const link =
    'https://shop.example.in/healthy-grains/e-commerce/create-password?token=abc&email=asha.rao%40example.in';
  const mail = confirmationMail(
    { ...paidOrder, payment_status: 'Pending', payment_type: 'cod', shipping_charge: 50, final_total: 1_25_049.5 },
    'Hello,',
    link,
  );
  assert.ok(mail.text.includes(`create your password here: ${link}`));
  assert.ok(mail.text.includes('Please keep ₹1,25,049.50 ready: you pay on delivery.'));
  assert.ok(mail.text.includes('Shipping: ₹50.00'));
});
