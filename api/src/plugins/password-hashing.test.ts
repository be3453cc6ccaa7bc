import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { RateLimitSettings } from '../config.ts';
import { confirmedCustomer, newEmail, PASSWORD } from '../test/account-builders.ts';
import { bearer } from '../test/requests.ts';
import { roomyRateLimits } from '../test/roomy-rate-limits.ts';
import { assertTooMany } from '../test/too-many.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

async function withHashing(passwordHashing: Partial<RateLimitSettings['passwordHashing']>): Promise<FastifyInstance> {
  const rateLimits = {
    ...roomyRateLimits,
    passwordHashing: { ...roomyRateLimits.passwordHashing, ...passwordHashing },
  };
  const app = await buildApp({ db: shop.db, storageDir: shop.storageDir, rateLimits });
  after(() => app.close());
  return app;
}

test('password changes with the right current password count against the account: past its budget, 429', async () => {
  const app = await withHashing({ perAccount: { max: 4, timeWindowMs: 600_000 } });
  const { token, user } = await confirmedCustomer(shop);
  const change = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/update',
      payload: { id: user.id, password: PASSWORD, current_password: PASSWORD },
      headers: bearer(token),
      remoteAddress: '198.51.100.60',
    });
  // each change hashes twice: the current password's check and the new password
  assert.equal((await change()).statusCode, 200);
  assert.equal((await change()).statusCode, 200);
  assertTooMany(await change());
  const elsewhere = await app.inject({
    method: 'POST',
    url: '/api/validate-password',
    payload: { user_id: user.id, current_password: PASSWORD },
    headers: bearer(token),
    remoteAddress: '198.51.100.61',
  });
  assertTooMany(elsewhere);
});

test('every call that hashes counts against its address: sign-ins, registrations and checks alike', async () => {
  const app = await withHashing({ perCaller: { max: 3, timeWindowMs: 600_000 } });
  const { email, token, user } = await confirmedCustomer(shop);
  const remoteAddress = '198.51.100.70';
  const answers = [
    await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD }, remoteAddress }),
    await app.inject({
      method: 'POST',
      url: '/api/registration-mail',
      payload: { email: newEmail(), password: PASSWORD },
      remoteAddress,
    }),
    await app.inject({
      method: 'POST',
      url: '/api/validate-password',
      payload: { user_id: user.id, current_password: PASSWORD },
      headers: bearer(token),
      remoteAddress,
    }),
  ];
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    [200, 201, 200],
  );
  assertTooMany(
    await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD }, remoteAddress }),
  );
  const otherAddress = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: PASSWORD },
    remoteAddress: '198.51.100.71',
  });
  assert.equal(otherAddress.statusCode, 200);
});

test("one account's hashing runs one at a time: another customer's sign-in waits behind one of its checks, not all", async () => {
  const busy = await confirmedCustomer(shop);
  const other = await confirmedCustomer(shop);
  const inFlight = 20;
  let checked = 0;
  let twoChecked: () => void;
  const twoAnswered = new Promise<void>((resolve) => (twoChecked = resolve));
  const checks = Array.from({ length: inFlight }, () =>
    shop.app
      .inject({
        method: 'POST',
        url: '/api/validate-password',
        payload: { user_id: busy.user.id, current_password: PASSWORD },
        headers: bearer(busy.token),
      })
      .then((answer) => {
        assert.equal(answer.statusCode, 200, answer.body);
        checked += 1;
        if (checked === 2) twoChecked();
      }),
  );
  // once two checks are answered, every other one has reached the hashing
  await twoAnswered;
  const signIn = await shop.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: other.email, password: PASSWORD },
  });
  const checkedBeforeSignIn = checked;
  await Promise.all(checks);
  assert.equal(signIn.statusCode, 200, signIn.body);
  assert.ok(
    checkedBeforeSignIn <= inFlight / 2,
    `the sign-in waited for ${checkedBeforeSignIn} of the ${inFlight} checks of another account`,
  );
});
