import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { CONTACT_MESSAGES } from 'shared/contracts/contact';
import { freePort } from '../../../scripts/testing/free-port.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../scripts/testing/smtp-catcher.ts';
import { contactMessages, mailOutbox, orders } from '../db/schema.ts';
import { newEmail, PASSWORD } from '../test/account-builders.ts';
import { eventually } from '../test/eventually.ts';
import { post } from '../test/requests.ts';
import {
  cartOf,
  checkout,
  checkoutPayload,
  newSession,
  sessionHeader,
  sessionWithCart,
} from '../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { MAIL_WORKER_TIMINGS } from './mail-worker.ts';
import { queueMail } from './outbox.ts';

const SUPPORT = 'support@healthygrains.example';

// The shop's SMTP server is down when these tests start: `smtpPort` is where it comes up later.
let smtpPort: number;
let smtp: SmtpCatcher | undefined;
let shop: TestShop;
before(async () => {
  smtpPort = await freePort();
  shop = await startTestShop({
    mail: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'Healthy Grains <no-reply@example.in>',
      supportEmail: SUPPORT,
    },
    checkout: { codEnabled: true, codShippingChargePaise: 5_000 },
    mailWorker: { ...MAIL_WORKER_TIMINGS, pollMs: 20, firstRetryMs: 40, maxRetryMs: 200 },
  });
});
after(async () => {
  await shop.close();
  await smtp?.close();
});

const mailsTo = (to: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Runs `work` while the database refuses, at commit, every new row of `table` whose `column` is `value`. */
async function whileRefusing(table: string, column: string, value: string, work: () => Promise<void>) {
  await shop.db.execute(
    sql.raw(`CREATE FUNCTION refuse_in_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF to_jsonb(NEW) ->> '${column}' = '${value}' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$`),
  );
  await shop.db.execute(
    sql.raw(`CREATE CONSTRAINT TRIGGER refuse_in_test AFTER INSERT ON ${table} DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_in_test()`),
  );
  try {
    await work();
  } finally {
    await shop.db.execute(sql.raw(`DROP TRIGGER refuse_in_test ON ${table}`));
    await shop.db.execute(sql.raw('DROP FUNCTION refuse_in_test()'));
  }
}

const ordersOf = (email: string) => shop.db.select().from(orders).where(eq(orders.contactEmail, email));

test('an order and its confirmation mail are written together: neither is kept without the other', async () => {
  const orderRefused = newEmail('order-refused');
  await whileRefusing('orders', 'contact_email', orderRefused, async () => {
    const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 1 });
    const refused = await checkout(
      shop,
      sessionId,
      checkoutPayload({ contact_email: orderRefused, payment_type: 'cod' }),
    );
    assert.equal(refused.statusCode, 500, refused.body);
  });
  assert.deepEqual(await ordersOf(orderRefused), []);
  assert.deepEqual(await mailsTo(orderRefused), [], 'an order that rolls back leaves no mail');

  const mailRefused = newEmail('mail-refused');
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 1 });
  await whileRefusing('mail_outbox', 'to', mailRefused, async () => {
    const refused = await checkout(
      shop,
      sessionId,
      checkoutPayload({ contact_email: mailRefused, payment_type: 'cod' }),
    );
    assert.equal(refused.statusCode, 500, refused.body);
  });
  assert.deepEqual(await ordersOf(mailRefused), [], 'a mail that cannot be written leaves no order');
  assert.equal((await cartOf(shop, sessionId)).data.length, 1, 'and the cart as it was');

  const placed = await checkout(shop, sessionId, checkoutPayload({ contact_email: mailRefused, payment_type: 'cod' }));
  assert.equal(placed.statusCode, 200, placed.body);
  assert.equal((await ordersOf(mailRefused)).length, 1);
  assert.equal((await mailsTo(mailRefused)).length, 1, 'an order that commits has its mail');
});

test('while SMTP is down every mail is kept and the shopper told it went; once it is up each arrives exactly once', async () => {
  const sessionId = await newSession(shop);
  const contact = await shop.app.inject({
    method: 'POST',
    url: '/api/send-mail',
    headers: sessionHeader(sessionId),
    payload: {
      first_name: 'Asha',
      last_name: 'Down',
      email: 'asha@example.in',
      contact_no: '+919876543210',
      message: 'Hello?',
    },
  });
  assert.equal(contact.statusCode, 201, contact.body);
  assert.deepEqual(contact.json(), { status: true, message: CONTACT_MESSAGES.sent });
  const [stored] = await shop.db.select().from(contactMessages).where(eq(contactMessages.lastName, 'Down'));
  assert.equal(stored?.message, 'Hello?', 'the message is stored');

  const customer = newEmail('customer');
  assert.equal((await post(shop, '/api/registration-mail', { email: customer, password: PASSWORD })).statusCode, 201);
  const reset = await post(shop, '/api/reset-password-mail', { email: customer });
  assert.equal(reset.statusCode, 200, reset.body);

  const guest = newEmail('guest');
  const cart = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const order = await checkout(shop, cart.sessionId, checkoutPayload({ contact_email: guest, payment_type: 'cod' }));
  assert.equal(order.statusCode, 200, order.body);

  const expected = [
    `${SUPPORT}: Contact form: Asha Down`,
    `${customer}: Confirm your e-mail address for Healthy Grains`,
    `${customer}: Reset your Healthy Grains password`,
    `${guest}: Healthy Grains: your order ${order.json().data.order_number} is confirmed`,
  ];
  const ours = async () =>
    (await shop.db.select().from(mailOutbox)).filter((mail) => [SUPPORT, customer, guest].includes(mail.to));
  await eventually(async () => {
    const waiting = await ours();
    assert.equal(waiting.length, expected.length);
    assert.ok(
      waiting.every(
        (mail) => mail.state === 'queued' && mail.attempts >= 2 && (mail.lastError ?? '').includes('ECONNREFUSED'),
      ),
      'each was tried at least twice, and waits',
    );
  });

  smtp = await startSmtpCatcher({ port: smtpPort });
  await eventually(async () => assert.ok((await ours()).every((mail) => mail.state === 'sent')));
  // one more mail, sent by a later pass of the worker, in which nothing may be sent again
  const later = newEmail('later');
  await queueMail(shop.db, { to: later, subject: 'A later pass', text: 'A later pass' });
  await eventually(async () => assert.equal((await mailsTo(later))[0]?.state, 'sent'));
  const arrived = smtp.mails
    .map((mail) => `${mail.envelope.to.join()}: ${mail.parsed.subject}`)
    .filter((mail) => !mail.includes('refused.') && !mail.startsWith(later));
  assert.deepEqual(arrived.sort(), expected.sort());
});
