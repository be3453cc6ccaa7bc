import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { formatRupees } from 'shared/contracts/rupees';
import { mailOutbox } from '../../db/schema.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { checkout, checkoutPayload, sessionWithCart, signedInCustomer } from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer, login, NEW_PASSWORD, newEmail } from '../../test/account-builders.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';
import { PAYMENT_REMINDER_DELAY_MS, REMINDED_UNPAID_ORDERS_PER_ADDRESS } from './payment-reminder-mail.ts';

const accounts = { shopUrl: 'https://shop.example.in', shopSlug: 'healthy-grains' };

let shop: TestShop;
before(async () => {
  shop = await startTestShop({
    accounts,
    checkout: { codEnabled: true, codShippingChargePaise: 5_000 },
    // an address gets many orders here: the checkout's limit per recipient is checkout-limits.test.ts's
    rateLimits: roomyRateLimits,
  });
});
after(() => shop.close());

const mailsTo = (email: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** An order placed with this e-mail, by a guest unless a token is given. */
async function placed(
  email: string,
  { token, paymentType = 'online' }: { token?: string; paymentType?: 'online' | 'cod' } = {},
) {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const response = await checkout(
    shop,
    sessionId,
    checkoutPayload({ contact_email: email, payment_type: paymentType }),
    {
      token,
    },
  );
  assert.equal(response.statusCode, 200, response.body);
  const { id, order_number, final_total } = response.json().data;
  return { sessionId, id: id as number, orderNumber: order_number as string, total: final_total as number };
}

/** Pays an order through the sandbox's window and verify, as `headers` (its session or its owner's token). */
async function pay(order: { id: number; total: number }, headers: Record<string, string>) {
  const opened = await post(
    shop,
    '/api/payment/create-order',
    { id: order.id, amount: Math.round(order.total * 100), currency: 'INR' },
    headers,
  );
  assert.equal(opened.statusCode, 200, opened.body);
  const signed = (await post(shop, '/api/payment/sandbox/pay', { order_id: opened.json().order_id }, headers)).json();
  return post(shop, '/api/payment/verify', { id: order.id, ...signed }, headers);
}

/** The links of a mail's text, in order. */
const linksIn = (text: string) => [...text.matchAll(/https:\/\/\S+/g)].map(([link]) => new URL(link));

test("a guest's online order queues one reminder, due later, with its total, its page and the claim link", async () => {
  const email = newEmail('waiting');
  const order = await placed(email);
  const mails = await mailsTo(email);
  assert.equal(mails.length, 1);
  const [mail] = mails;
  assert.equal(mail!.state, 'queued');
  assert.equal(mail!.remindsOrderId, order.id);
  const wait = mail!.nextAttemptAt.getTime() - mail!.createdAt.getTime();
  assert.ok(Math.abs(wait - PAYMENT_REMINDER_DELAY_MS) < 60_000, `due ${wait} ms after it was queued`);
  assert.equal(mail!.subject, `Healthy Grains: your order ${order.orderNumber} is waiting for payment`);
  // a guest's: the name typed at checkout is nobody's word for the address
  assert.equal(mail!.text.split('\n')[0], 'Hello,');
  assert.ok(mail!.text.includes(`Total: ${formatRupees(order.total)}`), mail!.text);
  const [orderPage, claim] = linksIn(mail!.text);
  assert.equal(orderPage!.href, `https://shop.example.in/healthy-grains/e-commerce/order-received/${order.id}`);
  assert.equal(claim!.pathname, '/healthy-grains/e-commerce/create-password');
  assert.equal(claim!.searchParams.get('email'), email);
});

test('no reminder for an order on delivery or for a signed-in customer, who has the orders page', async () => {
  const onDelivery = newEmail('cod');
  await placed(onDelivery, { paymentType: 'cod' });
  assert.deepEqual(
    (await mailsTo(onDelivery)).map((mail) => mail.subject.includes('is confirmed')),
    [true],
  );
  const customer = await signedInCustomer(shop);
  const signedIn = newEmail('signed-in');
  await placed(signedIn, { token: customer.token });
  assert.equal((await mailsTo(signedIn)).length, 0);
});

test('paying the order withdraws its reminder: only the confirmation is left', async () => {
  const email = newEmail('paid');
  const order = await placed(email);
  const verified = await pay(order, { 'x-session-id': order.sessionId });
  assert.equal(verified.statusCode, 200, verified.body);
  const subjects = (await mailsTo(email)).map((mail) => mail.subject);
  assert.deepEqual(subjects, [`[TEST PAYMENT] Healthy Grains: your order ${order.orderNumber} is confirmed`]);
});

test('cancelling the order in the back office withdraws its reminder', async () => {
  const email = newEmail('cancelled');
  const order = await placed(email);
  const { adminToken } = await signedInAdmin(shop);
  const cancelled = await post(
    shop,
    '/api/orders/updateStatus',
    { id: order.id, order_status: 'Cancelled' },
    bearer(adminToken),
  );
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal((await mailsTo(email)).length, 0);
});

test("the reminder's claim link makes an account whose Orders hold the pending order, payable there", async () => {
  const email = newEmail('claims');
  const order = await placed(email);
  const [, claim] = linksIn((await mailsTo(email))[0]!.text);
  const set = await post(shop, '/api/set-password', {
    email: claim!.searchParams.get('email'),
    token: claim!.searchParams.get('token'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(set.statusCode, 200, set.body);

  const { token } = await login(shop, email, NEW_PASSWORD);
  const listed = (await get(shop, '/api/orders', bearer(token))).json().data;
  assert.deepEqual(
    listed.map((row: { order_number: string; payment_status: string }) => [row.order_number, row.payment_status]),
    [[order.orderNumber, 'Pending']],
  );
  // from the account alone, without the session that placed it
  const verified = await pay(order, bearer(token));
  assert.equal(verified.statusCode, 200, verified.body);
  assert.equal((await get(shop, `/api/orders/${order.id}`, bearer(token))).json().data.payment_status, 'Paid');
});

test("an account holder's claim link attaches the pending order to the account they sign in to", async () => {
  const holder = await confirmedCustomer(shop, { email: newEmail('holder') });
  const order = await placed(holder.email);
  const reminder = (await mailsTo(holder.email)).find((mail) => mail.remindsOrderId === order.id)!;
  const [, claim] = linksIn(reminder.text);
  const used = await post(shop, '/api/set-password', {
    email: holder.email,
    token: claim!.searchParams.get('token'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(used.json().password_set, false);
  const listed = (await get(shop, '/api/orders', bearer(holder.token))).json().data;
  assert.deepEqual(
    listed.map((row: { id: number }) => row.id),
    [order.id],
  );
  assert.equal((await pay(order, bearer(holder.token))).statusCode, 200);
});

test('a repeated checkout queues no second reminder', async () => {
  const email = newEmail('repeat');
  const { sessionId } = await sessionWithCart(shop);
  const payload = checkoutPayload({ contact_email: email });
  const key = randomUUID();
  await checkout(shop, sessionId, payload, { idempotencyKey: key });
  await checkout(shop, sessionId, payload, { idempotencyKey: key });
  assert.equal((await mailsTo(email)).length, 1);
});

/** The orders of `email` that have a reminder (queued or sent). */
const remindedOrders = async (email: string) =>
  (await mailsTo(email)).map((mail) => mail.remindsOrderId).filter((id) => id !== null);

test('an address with an unpaid order already reminded gets no other reminder until that order is settled', async () => {
  const email = newEmail('chased');
  const first = await placed(email);
  const second = await placed(email);
  assert.deepEqual(await remindedOrders(email), [first.id]);
  // sent, as the worker does 30 minutes later: still the one reminder for this address
  await shop.db.update(mailOutbox).set({ state: 'sent' }).where(eq(mailOutbox.remindsOrderId, first.id));
  await placed(email);
  assert.deepEqual(await remindedOrders(email), [first.id]);

  assert.equal((await pay(first, { 'x-session-id': first.sessionId })).statusCode, 200);
  const fourth = await placed(email);
  assert.deepEqual(await remindedOrders(email), [first.id, fourth.id], `${second.id} was never reminded`);
});

test(`an address with more than ${REMINDED_UNPAID_ORDERS_PER_ADDRESS} unpaid guest orders is not reminded of another`, async () => {
  const email = newEmail('many');
  // each reminder deleted as the retention cleanup does with old mail, so only the count of orders holds them back
  const forgetReminders = () => shop.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
  const counts = [];
  for (let order = 0; order <= REMINDED_UNPAID_ORDERS_PER_ADDRESS; order += 1) {
    await placed(email);
    counts.push((await remindedOrders(email)).length);
    await forgetReminders();
  }
  assert.deepEqual(counts, [...Array<number>(REMINDED_UNPAID_ORDERS_PER_ADDRESS).fill(1), 0]);
});
