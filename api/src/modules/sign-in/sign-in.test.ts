import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { buildApp } from '../../app.ts';
import { authTokens, users } from '../../db/schema.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { addToCart, cartOf, newSession, sessionHeader } from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';
import {
  confirmByMail,
  confirmedCustomer,
  lastMailTo,
  linkIn,
  login,
  newEmail,
  PASSWORD,
} from '../../test/account-builders.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const me = (token: string) => get(shop, '/api/user', bearer(token));

test('registration creates the account, answers "Registration successful!" and mails a confirmation link', async () => {
  const email = newEmail('asha');
  const response = await post(shop, '/api/registration-mail', { email, password: PASSWORD });
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { status: true, message: 'Registration successful!' });
  const link = linkIn((await lastMailTo(shop, email)).text);
  assert.equal(link.pathname, '/api/confirm-email');
  assert.equal(link.searchParams.get('email'), email);
  const [row] = await shop.db.select().from(users).where(eq(users.email, email));
  assert.equal(row!.role, 'customer');
  assert.match(row!.passwordHash!, /^\$argon2id\$/);
  assert.ok(!row!.passwordHash!.includes(PASSWORD));
});

test('sign-in waits for the confirmation; the link confirms once and leads to the login page', async () => {
  const email = newEmail('kiran');
  await post(shop, '/api/registration-mail', { email, password: PASSWORD });
  const early = await post(shop, '/api/login', { email, password: PASSWORD });
  assert.equal(early.statusCode, 403);
  assert.deepEqual(early.json(), { status: false, message: ACCOUNT_MESSAGES.confirmEmailFirst });

  const confirmed = await confirmByMail(shop, email);
  assert.match(confirmed.headers.location!, /\/healthy-grains\/e-commerce\/my-account\?email_confirmed=1$/);
  const signIn = await login(shop, email);
  assert.equal(signIn.message, 'Login successful!');
  assert.equal(signIn.user.email, email);
  assert.equal(signIn.a_token, undefined);
  assert.equal((await me(signIn.token)).json().data.email, email);
});

test('a confirmation link works once; a reused or forged one confirms nothing', async () => {
  const email = newEmail('meera');
  await post(shop, '/api/registration-mail', { email, password: PASSWORD });
  const link = linkIn((await lastMailTo(shop, email)).text);
  const url = `${link.pathname}${link.search}`;
  assert.match((await shop.app.inject({ url })).headers.location!, /email_confirmed=1$/);
  assert.match((await shop.app.inject({ url })).headers.location!, /email_confirmed=0$/);
  const forged = `/api/confirm-email?token=${'A'.repeat(43)}&email=${encodeURIComponent(email)}`;
  assert.match((await shop.app.inject({ url: forged })).headers.location!, /email_confirmed=0$/);
});

test('registration keeps its rules: e-mail starting with a letter, the 6-character password rule', async () => {
  const cases = [
    [{ email: '1asha@example.in', password: PASSWORD }, ACCOUNT_MESSAGES.registerEmail],
    [{ email: 'asha@example', password: PASSWORD }, ACCOUNT_MESSAGES.registerEmail],
    [{ email: 'root,attacker@evil.test', password: PASSWORD }, ACCOUNT_MESSAGES.registerEmail],
    [{ email: 'a\u0085Bcc:x@evil.test', password: PASSWORD }, ACCOUNT_MESSAGES.registerEmail],
    [{ email: '\u212Airan@example.in', password: PASSWORD }, ACCOUNT_MESSAGES.registerEmail],
    [{ email: newEmail(), password: 'abc' }, ACCOUNT_MESSAGES.registerPassword],
    [{ email: newEmail(), password: 'Abcdef1' }, ACCOUNT_MESSAGES.registerPassword],
    [{ email: newEmail(), password: 'abcdef1!' }, ACCOUNT_MESSAGES.registerPassword],
    [{ email: newEmail() }, ACCOUNT_MESSAGES.registerPassword],
    [{ email: 42, password: PASSWORD }, ACCOUNT_MESSAGES.registerEmail],
  ] as const;
  for (const [payload, message] of cases) {
    const response = await post(shop, '/api/registration-mail', payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: false, message }, JSON.stringify(payload));
  }
});

test('an e-mail that has an account, in any letter case, cannot register again', async () => {
  const { email } = await confirmedCustomer(shop);
  const again = await post(shop, '/api/registration-mail', { email: email.toUpperCase(), password: 'Other#123' });
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), { status: false, message: ACCOUNT_MESSAGES.accountExists });
  await login(shop, email);
});

test('an unknown e-mail and a wrong password get the same answer', async () => {
  const { email } = await confirmedCustomer(shop);
  const wrongPassword = await post(shop, '/api/login', { email, password: 'Wrong#pass1' });
  const unknown = await post(shop, '/api/login', { email: newEmail('nobody'), password: PASSWORD });
  for (const response of [wrongPassword, unknown]) {
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { status: false, message: 'Invalid credentials!' });
  }
});

test('login checks the form: a valid e-mail and a password', async () => {
  for (const [payload, message] of [
    [{ email: 'not-an-email', password: PASSWORD }, ACCOUNT_MESSAGES.invalidEmail],
    [{ email: newEmail(), password: '' }, ACCOUNT_MESSAGES.passwordRequired],
    [{ email: newEmail() }, ACCOUNT_MESSAGES.passwordRequired],
  ] as const) {
    const response = await post(shop, '/api/login', payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: false, message });
  }
});

test('the bearer token is stored only as its hash and expires in 30 days', async () => {
  const { token, user } = await confirmedCustomer(shop);
  const rows = await shop.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
  assert.equal(rows.length, 1);
  assert.notEqual(rows[0]!.tokenHash, token);
  assert.ok(token.length >= 43);
  const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
  assert.ok(days > 29.9 && days <= 30, String(days));
});

test('logout revokes the token: the next call with it is a 401', async () => {
  const { token } = await confirmedCustomer(shop);
  const out = await post(shop, '/api/logout', {}, bearer(token));
  assert.equal(out.statusCode, 200, out.body);
  const { session_id: _next, ...answer } = out.json();
  assert.deepEqual(answer, { status: true, message: ACCOUNT_MESSAGES.loggedOut });
  const after = await me(token);
  assert.equal(after.statusCode, 401);
  assert.deepEqual(after.json(), { status: false, message: 'Please sign in again.' });
  assert.equal((await post(shop, '/api/logout', {}, bearer(token))).statusCode, 401);
});

test('an expired token is refused', async () => {
  const { token, user } = await confirmedCustomer(shop);
  await shop.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.userId, user.id));
  assert.equal((await me(token)).statusCode, 401);
});

test('a deactivated user cannot sign in, with the same answer as a wrong password', async () => {
  const { email, user } = await confirmedCustomer(shop);
  await shop.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
  const response = await post(shop, '/api/login', { email, password: PASSWORD });
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { status: false, message: 'Invalid credentials!' });
});

test('an admin signs in through the same login and also gets a_token; logout ends both', async () => {
  const { user, token, adminToken } = await signedInAdmin(shop);
  assert.equal(user.role, 'admin');
  assert.ok(adminToken);
  assert.notEqual(adminToken, token);
  const scopes = await shop.db
    .select({ scope: authTokens.scope })
    .from(authTokens)
    .where(eq(authTokens.userId, user.id));
  assert.deepEqual(scopes.map((row) => row.scope).sort(), ['admin', 'shop']);
  await post(shop, '/api/logout', {}, bearer(token));
  assert.equal((await me(token)).statusCode, 401);
  assert.equal((await me(adminToken)).statusCode, 401);
});

test('user-by-email: status true when the account exists, false otherwise', async () => {
  const { email } = await confirmedCustomer(shop);
  const found = await post(shop, '/api/user-by-email', { email });
  assert.equal(found.statusCode, 200);
  assert.equal(found.json().status, true);
  const missing = await post(shop, '/api/user-by-email', { email: newEmail('ghost') });
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { status: false, message: ACCOUNT_MESSAGES.userNotFound });
});

test('at login the guest cart and the account cart merge: same product and weight add up, capped at 999, which the answer says', async () => {
  const { email } = await confirmedCustomer(shop);
  const firstSession = await newSession(shop);
  await addToCart(shop, firstSession, { qty: 600 });
  await addToCart(shop, firstSession, { weight: '1 Kg', qty: 2 });
  assert.equal((await login(shop, email, PASSWORD, sessionHeader(firstSession))).cart_capped, undefined);

  const guestSession = await newSession(shop);
  await addToCart(shop, guestSession, { qty: 500 });
  await addToCart(shop, guestSession, { product: 'High-Protein Chilla Mix', weight: '250 Gm', qty: 3 });
  assert.equal((await login(shop, email, PASSWORD, sessionHeader(guestSession))).cart_capped, true);

  const lines = (await cartOf(shop, guestSession)).data as { product_name: string; weight_unit: string; qty: number }[];
  const summary = lines.map((line) => `${line.product_name} ${line.weight_unit} × ${line.qty}`).sort();
  assert.deepEqual(summary, [
    'Gluten-Free Multigrain Flour 1 Kg × 2',
    'Gluten-Free Multigrain Flour 500 Gm × 999',
    'High-Protein Chilla Mix 250 Gm × 3',
  ]);
  assert.deepEqual((await cartOf(shop, firstSession)).data, [], 'the old session no longer holds the account cart');

  // signing in again from the same session counts nothing twice, and stops nothing
  assert.equal((await login(shop, email, PASSWORD, sessionHeader(guestSession))).cart_capped, undefined);
  assert.equal(((await cartOf(shop, guestSession)).data as unknown[]).length, 3);
});

test('login without a session, or with an unknown one, signs in and merges nothing', async () => {
  const { email } = await confirmedCustomer(shop);
  await login(shop, email, PASSWORD, { 'x-session-id': 'made-up-session' });
  await login(shop, email);
});

test('login, registration, reset mail and user-by-email stop at their limit with a 429', async () => {
  const tight = { max: 2, timeWindowMs: 600_000 };
  const app = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    rateLimits: { ...roomyRateLimits, login: tight, registration: tight, passwordReset: tight, userByEmail: tight },
  });
  try {
    const calls: [string, () => object][] = [
      ['/api/login', () => ({ email: newEmail(), password: PASSWORD })],
      ['/api/registration-mail', () => ({ email: newEmail(), password: PASSWORD })],
      ['/api/reset-password-mail', () => ({ email: newEmail() })],
      ['/api/user-by-email', () => ({ email: newEmail() })],
    ];
    for (const [url, payload] of calls) {
      const send = () => app.inject({ method: 'POST', url, payload: payload(), remoteAddress: '198.51.100.7' });
      assert.notEqual((await send()).statusCode, 429, url);
      assert.notEqual((await send()).statusCode, 429, url);
      const limited = await send();
      assert.equal(limited.statusCode, 429, url);
      assert.deepEqual(limited.json(), { status: false, message: TOO_MANY_REQUESTS });
      assert.ok(Number(limited.headers['retry-after']) > 0);
    }
  } finally {
    await app.close();
  }
});
