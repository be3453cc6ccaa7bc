import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { mailOutbox, oneTimeTokens, orders, users } from '../../db/schema.ts';
import { bearer, post } from '../../test/requests.ts';
import { checkout, checkoutPayload, sessionWithCart } from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { eventually } from '../../test/eventually.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../scripts/testing/smtp-catcher.ts';
import { claimOrdersLink } from '../auth/account-links.ts';
import { linkIn, login, NEW_PASSWORD, newEmail, PASSWORD } from '../../test/account-builders.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import { tokenHash } from '../auth/service.ts';

const accounts = { shopUrl: 'https://shop.example.in', shopSlug: 'healthy-grains' };

let smtp: SmtpCatcher;
let shop: TestShop;
before(async () => {
  smtp = await startSmtpCatcher();
  shop = await startTestShop({
    rateLimits: roomyRateLimits,
    mailWorker: { pollMs: 20 },
    checkout: { codEnabled: true, codShippingChargePaise: 5_000 },
    accounts,
    mail: {
      smtpUrl: smtp.url,
      from: 'Healthy Grains <no-reply@healthygrains.example>',
      supportEmail: 'help@healthygrains.example',
    },
  });
});
after(async () => {
  await shop.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.envelope.to.includes(email));

/** The link of the mail to `email` that `request` causes, once the SMTP server caught it. */
async function linkMailedBy(email: string, request: () => Promise<void>) {
  const before = mailsTo(email).length;
  await request();
  await eventually(() => assert.equal(mailsTo(email).length, before + 1));
  return linkIn(mailsTo(email).at(-1)!.parsed.text!);
}

/** Registers and confirms through the mail the SMTP server caught. */
async function customer(email = newEmail('ravi')) {
  const link = await linkMailedBy(email, async () => {
    assert.equal((await post(shop, '/api/registration-mail', { email, password: PASSWORD })).statusCode, 201);
  });
  assert.equal((await shop.app.inject({ url: `${link.pathname}${link.search}` })).statusCode, 303);
  const { token, user } = await login(shop, email);
  return { email, token, user };
}

const resetLink = (email: string) =>
  linkMailedBy(email, async () => {
    const response = await post(shop, '/api/reset-password-mail', { email });
    assert.equal(response.statusCode, 200, response.body);
  });

const setPassword = (payload: object) => post(shop, '/api/set-password', payload);

test('a forgotten password: the reset mail links to the reset page with token and e-mail; the new password signs in', async () => {
  const { email, token: oldToken } = await customer();
  const link = await resetLink(email);
  assert.equal(link.origin, 'https://shop.example.in');
  assert.equal(link.pathname, '/healthy-grains/e-commerce/reset-password');
  assert.equal(link.searchParams.get('email'), email);
  const token = link.searchParams.get('token')!;
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);

  const response = await setPassword({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), { status: true, message: 'Password reset successfully!', password_set: true });
  assert.equal((await post(shop, '/api/login', { email, password: PASSWORD })).statusCode, 401);
  await login(shop, email, NEW_PASSWORD);
  const stale = await shop.app.inject({ url: '/api/user', headers: bearer(oldToken) });
  assert.equal(stale.statusCode, 401, 'a password reset ends the sessions signed in before');
});

test('the reset mail answer is the same for an unknown e-mail, and nothing is mailed to it', async () => {
  const { email } = await customer();
  const known = await post(shop, '/api/reset-password-mail', { email });
  const ghost = newEmail('ghost');
  const unknown = await post(shop, '/api/reset-password-mail', { email: ghost });
  assert.equal(known.statusCode, 200);
  assert.deepEqual(unknown.json(), known.json());
  assert.deepEqual(known.json(), { status: true, message: 'Mail sent successfully!' });
  assert.deepEqual(await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, ghost)), [], 'no mail queued');
  const malformed = await post(shop, '/api/reset-password-mail', { email: 'not-an-email' });
  assert.equal(malformed.statusCode, 400);
  assert.deepEqual(malformed.json(), { status: false, message: ACCOUNT_MESSAGES.invalidEmail });
});

test('the reset mail answers an account as fast as no account: the link is made after the answer', async () => {
  const { email } = await customer();
  const ghost = newEmail('ghost');
  const queuedTo = async (to: string) => (await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
  const answerTime = async (to: string) => {
    const startedAt = performance.now();
    const response = await post(shop, '/api/reset-password-mail', { email: to });
    const ms = performance.now() - startedAt;
    assert.deepEqual(response.json(), { status: true, message: 'Mail sent successfully!' });
    return ms;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    unknown.push(await answerTime(ghost));
    const before = await queuedTo(email);
    known.push(await answerTime(email));
    // the next round starts once this link is queued, so its work slows neither answer
    await eventually(async () => assert.equal(await queuedTo(email), before + 1));
  }
  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  assert.ok(
    median(known) < median(unknown) * 1.5 + 3,
    `an account: ${median(known).toFixed(1)} ms, none: ${median(unknown).toFixed(1)} ms`,
  );
  assert.equal(await queuedTo(ghost), 0);
});

test('a reset link works once', async () => {
  const { email } = await customer();
  const token = (await resetLink(email)).searchParams.get('token')!;
  const payload = { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
  assert.equal((await setPassword(payload)).statusCode, 200);
  const again = await setPassword({ ...payload, password: 'Another#Pass9', password_confirmation: 'Another#Pass9' });
  assert.equal(again.statusCode, 400);
  assert.deepEqual(again.json(), { status: false, message: 'Invalid or expired reset link.' });
  await login(shop, email, NEW_PASSWORD);
});

test('an expired reset link is refused and changes nothing', async () => {
  const { email } = await customer();
  const token = (await resetLink(email)).searchParams.get('token')!;
  await shop.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.tokenHash, tokenHash(token)));
  const response = await setPassword({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: false, message: 'Invalid or expired reset link.' });
  await login(shop, email, PASSWORD);
});

test("a reset link used for another e-mail is refused, and neither account's password changes", async () => {
  const victim = await customer();
  const attacker = await customer();
  const token = (await resetLink(attacker.email)).searchParams.get('token')!;
  const response = await setPassword({
    email: victim.email,
    token,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: false, message: 'Invalid or expired reset link.' });
  await login(shop, victim.email, PASSWORD);
  await login(shop, attacker.email, PASSWORD);
});

test('a newer reset link cancels the older one', async () => {
  const { email } = await customer();
  const older = (await resetLink(email)).searchParams.get('token')!;
  const newer = (await resetLink(email)).searchParams.get('token')!;
  const payload = { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
  assert.equal((await setPassword({ ...payload, token: older })).statusCode, 400);
  assert.equal((await setPassword({ ...payload, token: newer })).statusCode, 200);
});

test('the new password follows the 8-character rule and must match its confirmation; the link stays usable', async () => {
  const { email } = await customer();
  const token = (await resetLink(email)).searchParams.get('token')!;
  for (const [password, confirmation, message] of [
    ['Short#1', 'Short#1', ACCOUNT_MESSAGES.accountPassword],
    ['alllower#123', 'alllower#123', ACCOUNT_MESSAGES.accountPassword],
    ['NoDigits#here', 'NoDigits#here', ACCOUNT_MESSAGES.accountPassword],
    ['NoSpecial123', 'NoSpecial123', ACCOUNT_MESSAGES.accountPassword],
    [NEW_PASSWORD, `${NEW_PASSWORD}x`, 'Passwords do not match.'],
  ]) {
    const response = await setPassword({ email, token, password, password_confirmation: confirmation });
    assert.equal(response.statusCode, 400, password);
    assert.deepEqual(response.json(), { status: false, message }, password);
  }
  const response = await setPassword({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  assert.equal(response.statusCode, 200);
});

/** A guest's online order placed with this contact e-mail. */
async function guestOrder(email: string) {
  const { sessionId } = await sessionWithCart(shop);
  const response = await checkout(shop, sessionId, checkoutPayload({ contact_email: email }));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.id as number;
}

const ownerOf = async (orderId: number) =>
  (await shop.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]!.userId;

test("a guest claims their orders through the order mail's link: the account is made and every order of the e-mail is theirs", async () => {
  const email = newEmail('guest');
  const first = await guestOrder(email);
  const second = await guestOrder(email.toUpperCase());
  const other = await guestOrder(newEmail('someone'));

  const link = new URL(await claimOrdersLink(shop.db, accounts, email));
  assert.equal(link.pathname, '/healthy-grains/e-commerce/create-password');
  const response = await setPassword({
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(response.statusCode, 200, response.body);

  const { user } = await login(shop, email, NEW_PASSWORD);
  assert.equal(user.role, 'customer');
  // the account starts with the checkout's name and addresses, so the next checkout is prefilled
  const { billing_address, shipping_address } = checkoutPayload();
  assert.equal(user.first_name, billing_address.billing_first_name);
  assert.equal(user.last_name, billing_address.billing_last_name);
  assert.deepEqual(JSON.parse(user.billing_address!), billing_address);
  assert.deepEqual(JSON.parse(user.shipping_address!), shipping_address);
  assert.equal(await ownerOf(first), user.id);
  assert.equal(await ownerOf(second), user.id);
  assert.equal(await ownerOf(other), null);
});

test('a claim link used for another e-mail attaches nothing and creates no account', async () => {
  const victim = newEmail('victim');
  const order = await guestOrder(victim);
  const attacker = newEmail('attacker');
  const token = new URL(await claimOrdersLink(shop.db, accounts, attacker)).searchParams.get('token')!;
  const response = await setPassword({
    email: victim,
    token,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: false, message: 'Invalid or expired reset link.' });
  assert.equal(await ownerOf(order), null);
  assert.equal((await shop.db.select().from(users).where(eq(users.email, victim))).length, 0);
});

test('registering with the e-mail of guest orders attaches none of them: only a claim link proves the address', async () => {
  const email = newEmail('later');
  const order = await guestOrder(email);
  await customer(email);
  assert.equal(await ownerOf(order), null);
});

test("a claim link for an account holder's address attaches the orders and leaves the password as it is", async () => {
  const { email, user, token: signedIn } = await customer();
  const order = await guestOrder(email);
  const token = await issueOneTimeToken(shop.db, { purpose: 'claim-orders', email });
  const response = await setPassword({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), { status: true, message: ACCOUNT_MESSAGES.ordersClaimed, password_set: false });
  assert.equal(await ownerOf(order), user.id);
  assert.equal((await post(shop, '/api/login', { email, password: NEW_PASSWORD })).statusCode, 401);
  await login(shop, email, PASSWORD);
  const stillSignedIn = await shop.app.inject({ url: '/api/user', headers: bearer(signedIn) });
  assert.equal(stillSignedIn.statusCode, 200, 'the holder stays signed in: nothing about the account changed');
});

test('a claim link replaces the password of an account never confirmed: whoever chose it never proved the address', async () => {
  const email = newEmail('squatted');
  const squatter = await post(shop, '/api/registration-mail', { email, password: PASSWORD });
  assert.equal(squatter.statusCode, 201);
  const order = await guestOrder(email);
  const token = await issueOneTimeToken(shop.db, { purpose: 'claim-orders', email });
  const response = await setPassword({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  assert.deepEqual(response.json(), { status: true, message: 'Password reset successfully!', password_set: true });
  assert.equal((await post(shop, '/api/login', { email, password: PASSWORD })).statusCode, 401);
  const { user } = await login(shop, email, NEW_PASSWORD);
  assert.equal(await ownerOf(order), user.id);
});

test("an order mailed to another spelling of an account's address never hands over that account", async () => {
  const holder = await customer(newEmail('kiran'));
  const [local, domain] = holder.email.split('@') as [string, string];
  // the Kelvin sign (U+212A) lower-cases to "k": the same account to a careless comparison, another mailbox to SMTP
  const kelvin = `\u212A${local.slice(1)}@${domain}`;
  const { sessionId } = await sessionWithCart(shop);
  const refused = await checkout(shop, sessionId, checkoutPayload({ contact_email: kelvin, payment_type: 'cod' }));
  assert.equal(refused.statusCode, 400);
  assert.deepEqual(refused.json(), { status: false, message: 'Please enter a valid email address.' });

  // another spelling of the same address is one address: stored, mailed and linked in its one spelling
  const typed = ` ${local.toUpperCase()}@${domain.toUpperCase()} `;
  const link = await linkMailedBy(holder.email, async () => {
    const placed = await checkout(shop, sessionId, checkoutPayload({ contact_email: typed, payment_type: 'cod' }));
    assert.equal(placed.statusCode, 200, placed.body);
  });
  const mail = mailsTo(holder.email).at(-1)!;
  assert.deepEqual(mail.envelope.to, [holder.email]);
  assert.deepEqual(
    mail.parsed.to?.map((to) => to.address),
    [holder.email],
  );
  assert.equal(link.pathname, '/healthy-grains/e-commerce/create-password');
  assert.equal(link.searchParams.get('email'), holder.email);
  const [order] = await shop.db.select().from(orders).where(eq(orders.contactEmail, holder.email));
  assert.ok(order, 'the order holds the address in its one spelling');

  const claim = await setPassword({
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.deepEqual(claim.json(), { status: true, message: ACCOUNT_MESSAGES.ordersClaimed, password_set: false });
  assert.equal((await post(shop, '/api/login', { email: holder.email, password: NEW_PASSWORD })).statusCode, 401);
  const { token } = await login(shop, holder.email, PASSWORD);
  const list = await shop.app.inject({ url: '/api/orders', headers: bearer(token) });
  assert.deepEqual(
    list.json<{ data: { id: number }[] }>().data.map(({ id }) => id),
    [order.id],
  );
});
