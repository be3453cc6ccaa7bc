import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { buildApp } from '../../app.ts';
import { type RateLimitSettings, readConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { assertTooMany, statusCounts } from '../../test/too-many.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import {
  confirmedCustomer,
  lastMailTo,
  linkIn,
  mailedPageLink,
  newEmail,
  PASSWORD,
} from '../../test/account-builders.ts';
import { callerNetwork } from './known-callers.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

/** The shop behind its one proxy (TRUST_PROXY=true), with the shop's own limits unless told otherwise. */
async function behindProxy(rateLimits: RateLimitSettings = readConfig({}).rateLimits): Promise<FastifyInstance> {
  const app = await buildApp({ db: shop.db, storageDir: shop.storageDir, rateLimits, trustProxy: true });
  after(() => app.close());
  return app;
}

const from = (address: string) => ({ 'x-forwarded-for': address });

const loginFrom = (app: FastifyInstance, address: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: from(address) });

/** Asks for a sign-in link from an address and follows the one mailed. */
async function signInByMailedLink(app: FastifyInstance, address: string, email: string) {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/login-link-mail',
    payload: { email },
    headers: from(address),
  });
  assert.deepEqual(asked.json(), { status: true, message: ACCOUNT_MESSAGES.mailSent });
  const link = await mailedPageLink(shop, email, 'login-link');
  return app.inject({
    method: 'POST',
    url: '/api/login-link',
    payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    headers: from(address),
  });
}

test("1,000 wrong passwords from 100 addresses neither get in nor keep the owner out: the owner's address signs in, a new one by a mailed link", async () => {
  const app = await behindProxy();
  const { email } = await confirmedCustomer(shop);
  const home = '198.51.100.10';
  assert.equal((await loginFrom(app, home, email, PASSWORD)).statusCode, 200, 'the owner signs in at home');

  const answers = [];
  for (let address = 0; address < 100; address += 1) {
    const attacker = `203.0.113.${address + 1}`;
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, guess) => loginFrom(app, attacker, email, `Guess#${address}x${guess}`)),
      )),
    );
  }
  assert.equal(answers.length, 1_000);
  const counted = statusCounts(answers);
  assert.equal(counted[200], undefined, 'no guess got in');
  assert.equal(counted[401], 10, "the strangers' ten guesses are checked");
  assert.equal(counted[429], 990);
  assertTooMany(answers.at(-1)!);

  const owner = await loginFrom(app, home, email, PASSWORD);
  assert.equal(owner.statusCode, 200, owner.body);
  assert.equal(owner.json<{ user: { email: string } }>().user.email, email);
  assert.equal((await loginFrom(app, home, email, 'Wrong#owner1')).statusCode, 401, "the owner's own typo is checked");

  const travelling = '192.0.2.77';
  assertTooMany(await loginFrom(app, travelling, email, PASSWORD));
  const byLink = await signInByMailedLink(app, travelling, email);
  assert.equal(byLink.statusCode, 200, byLink.body);
  assert.ok(byLink.json<{ token: string }>().token);
  assert.equal((await loginFrom(app, travelling, email, PASSWORD)).statusCode, 200, 'the new address is known now');
});

test("the owner's addresses have ten wrong passwords of their own, apart from strangers'", async () => {
  const app = await behindProxy();
  const { email } = await confirmedCustomer(shop);
  const home = '198.51.100.20';
  assert.equal((await loginFrom(app, home, email, PASSWORD)).statusCode, 200);
  const typos = [];
  for (let guess = 0; guess < 11; guess += 1) typos.push(await loginFrom(app, home, email, `Typo#${guess}x`));
  assert.deepEqual(statusCounts(typos), { 401: 10, 429: 1 });
  assert.equal((await loginFrom(app, '203.0.113.200', email, PASSWORD)).statusCode, 200, 'strangers still have theirs');
});

test('correct sign-ins from one address (people behind one carrier NAT) go far past the ten wrong ones it may send', async () => {
  const app = await behindProxy();
  const nat = '100.64.0.1';
  const customers = [];
  for (let index = 0; index < 6; index += 1) customers.push(await confirmedCustomer(shop));
  const answers = [];
  for (let round = 0; round < 5; round += 1) {
    for (const { email } of customers) answers.push(await loginFrom(app, nat, email, PASSWORD));
  }
  assert.deepEqual(statusCounts(answers), { 200: 30 });
  const wrong = [];
  for (let guess = 0; guess < 11; guess += 1) wrong.push(await loginFrom(app, nat, newEmail('nat'), 'Wrong#1pass'));
  assert.deepEqual(statusCounts(wrong), { 401: 10, 429: 1 });
});

test('a sign-in link works once, for its own address only; an unknown or unconfirmed address gets the same answer and no mail', async () => {
  const app = await behindProxy(roomyRateLimits);
  const { email } = await confirmedCustomer(shop);
  const other = await confirmedCustomer(shop);
  const first = await signInByMailedLink(app, '198.51.100.30', email);
  assert.equal(first.statusCode, 200, first.body);
  const link = await mailedPageLink(shop, email, 'login-link');
  const again = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/login-link', payload, headers: from('198.51.100.30') });
  const token = link.searchParams.get('token');
  for (const payload of [
    { email, token },
    { email: other.email, token },
    { email, token: 'forged' },
  ]) {
    const refused = await again(payload);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { status: false, message: ACCOUNT_MESSAGES.invalidLoginLink });
  }
  const missing = await again({ email });
  assert.deepEqual(missing.json(), { status: false, message: ACCOUNT_MESSAGES.invalidLoginLink });

  const ghost = newEmail('ghost');
  const unconfirmed = newEmail('unconfirmed');
  await app.inject({
    method: 'POST',
    url: '/api/registration-mail',
    payload: { email: unconfirmed, password: PASSWORD },
  });
  const confirmation = await lastMailTo(shop, unconfirmed);
  for (const address of [ghost, unconfirmed]) {
    const asked = await app.inject({ method: 'POST', url: '/api/login-link-mail', payload: { email: address } });
    assert.deepEqual(asked.json(), { status: true, message: ACCOUNT_MESSAGES.mailSent });
  }
  // closing waits for the mails still being queued after their answers
  await app.close();
  assert.equal((await lastMailTo(shop, unconfirmed)).id, confirmation.id, 'no sign-in link for an unconfirmed address');
  await assert.rejects(lastMailTo(shop, ghost), /no mail/);
});

/** The sign-in links mailed to an address so far. */
async function loginLinksTo(email: string): Promise<URL[]> {
  const mails = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
  return mails.map((mail) => linkIn(mail.text)).filter((link) => link.pathname.endsWith('/login-link'));
}

test("past an account's few mails a window, no new link is mailed and the last one mailed still signs the owner in", async () => {
  const app = await behindProxy({
    ...roomyRateLimits,
    loginLink: { ...roomyRateLimits.loginLink, mailsPerAccount: { max: 2, timeWindowMs: 600_000 } },
  });
  const { email } = await confirmedCustomer(shop);
  for (let ask = 0; ask < 5; ask += 1) {
    const asked = await app.inject({ method: 'POST', url: '/api/login-link-mail', payload: { email } });
    assert.deepEqual(asked.json(), { status: true, message: ACCOUNT_MESSAGES.mailSent });
  }
  // closing waits for the mails still being queued after their answers
  await app.close();
  const links = await loginLinksTo(email);
  assert.equal(links.length, 2);
  const signIn = await shop.app.inject({
    method: 'POST',
    url: '/api/login-link',
    payload: { email, token: links[1]!.searchParams.get('token') },
  });
  assert.equal(signIn.statusCode, 200, signIn.body);
});

test('asking for sign-in links is limited per address', async () => {
  const app = await behindProxy({
    ...roomyRateLimits,
    loginLink: { ...roomyRateLimits.loginLink, perCaller: { max: 2, timeWindowMs: 600_000 } },
  });
  const ask = () =>
    app.inject({
      method: 'POST',
      url: '/api/login-link-mail',
      payload: { email: newEmail('ask') },
      headers: from('198.51.100.40'),
    });
  assert.equal((await ask()).statusCode, 200);
  assert.equal((await ask()).statusCode, 200);
  assertTooMany(await ask());
});

test('an address is known by its IPv4 address, or by the /64 of an IPv6 one', () => {
  assert.equal(callerNetwork('203.0.113.9'), '203.0.113.9');
  assert.equal(callerNetwork('::ffff:203.0.113.9'), '203.0.113.9');
  assert.equal(callerNetwork('2001:db8:0:1::5'), '2001:db8:0:1::/64');
  assert.equal(callerNetwork('2001:db8::1:0:0:7'), '2001:db8:0:0::/64');
  assert.equal(callerNetwork('2001:DB8:0000:0001:aaaa:bbbb:cccc:dddd'), callerNetwork('2001:db8:0:1::9'));
});
