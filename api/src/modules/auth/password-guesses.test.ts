import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { type AppOptions, buildApp } from '../../app.ts';
import { type RateLimitSettings, readConfig, readTestSettings } from '../../config.ts';
import { redisBehindProxy } from '../../../../scripts/testing/tcp-proxy.ts';
import { bearer, post } from '../../test/requests.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { assertTooMany, statusCounts } from '../../test/too-many.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer, mailedResetLink, NEW_PASSWORD, newEmail, PASSWORD } from '../../test/account-builders.ts';

const { redisUrl } = readTestSettings();

/** The shop's own limits on wrong passwords; every other limit out of the way. */
const guessLimits = (passwordGuesses: Partial<RateLimitSettings['passwordGuesses']> = {}): RateLimitSettings => ({
  ...roomyRateLimits,
  passwordGuesses: { ...readConfig({}).rateLimits.passwordGuesses, ...passwordGuesses },
});

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: guessLimits() });
});
after(() => shop.close());

async function instance(options: Omit<AppOptions, 'db' | 'storageDir'>): Promise<FastifyInstance> {
  const app = await buildApp({ db: shop.db, storageDir: shop.storageDir, ...options });
  after(() => app.close());
  return app;
}

const loginFrom = (remoteAddress: string, email: string, password: string, app = shop.app) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

test('40 wrong passwords for one account from 4 addresses: 10 are checked, then 429 for everyone, the right one too', async () => {
  const { email } = await confirmedCustomer(shop);
  const answers = [];
  for (const address of ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14']) {
    for (let guess = 0; guess < 10; guess += 1) answers.push(await loginFrom(address, email, `Wrong#${guess}pass`));
  }
  assert.deepEqual(statusCounts(answers), { 401: 10, 429: 30 });
  assertTooMany(answers.at(-1)!);
  assertTooMany(await loginFrom('192.0.2.15', email, PASSWORD));
});

test('an unknown e-mail is limited the same way, so the 429 tells nobody whether an account exists', async () => {
  const ghost = newEmail('ghost');
  const answers = [];
  for (const address of ['192.0.2.21', '192.0.2.22']) {
    for (let guess = 0; guess < 6; guess += 1) answers.push(await loginFrom(address, ghost, `Wrong#${guess}pass`));
  }
  assert.deepEqual(statusCounts(answers), { 401: 10, 429: 2 });
});

test('a password set through a reset link lifts the limit on the account at once', async () => {
  const { email } = await confirmedCustomer(shop);
  for (let guess = 0; guess < 10; guess += 1) await loginFrom(`198.51.100.${guess + 1}`, email, 'Wrong#1pass');
  assertTooMany(await loginFrom('198.51.100.50', email, PASSWORD));

  await post(shop, '/api/reset-password-mail', { email });
  const link = await mailedResetLink(shop, email);
  const reset = await post(shop, '/api/set-password', {
    email,
    token: link.searchParams.get('token'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.equal((await loginFrom('198.51.100.50', email, NEW_PASSWORD)).statusCode, 200);
});

test('the limit on an account ends with its window', async (t) => {
  const app = await instance({ rateLimits: guessLimits({ perAccount: { max: 2, timeWindowMs: 1_000 } }) });
  const { email } = await confirmedCustomer(shop);
  // the counters' clock: the window lasts however long the three sign-ins take on a busy machine
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
  assert.equal((await loginFrom('203.0.113.31', email, 'Wrong#1pass', app)).statusCode, 401);
  assert.equal((await loginFrom('203.0.113.32', email, 'Wrong#2pass', app)).statusCode, 401);
  assertTooMany(await loginFrom('203.0.113.33', email, PASSWORD, app));
  t.mock.timers.tick(1_000);
  assert.equal((await loginFrom('203.0.113.33', email, PASSWORD, app)).statusCode, 200);
});

test('one address guessing at many accounts stops at its own limit', async () => {
  const answers = [];
  for (let account = 0; account < 12; account += 1) {
    answers.push(await loginFrom('203.0.113.41', newEmail('many'), 'Wrong#1pass'));
  }
  assert.deepEqual(statusCounts(answers), { 401: 10, 429: 2 });
});

test('a stolen token guessing the current password, through validate-password and the update, from several addresses, stops at the limit', async () => {
  const { email, token, user } = await confirmedCustomer(shop);
  const guess = (index: number) => {
    const remoteAddress = `203.0.113.${50 + (index % 3)}`;
    const current_password = `Wrong#${index}pass`;
    return index % 2
      ? shop.app.inject({
          method: 'POST',
          url: '/api/validate-password',
          payload: { user_id: user.id, current_password },
          headers: bearer(token),
          remoteAddress,
        })
      : shop.app.inject({
          method: 'POST',
          url: '/api/user/update',
          payload: { id: user.id, password: NEW_PASSWORD, current_password },
          headers: bearer(token),
          remoteAddress,
        });
  };
  const answers = [];
  for (let index = 0; index < 15; index += 1) answers.push(await guess(index));
  assert.deepEqual(statusCounts(answers), { 400: 10, 429: 5 });
  assert.deepEqual(answers[0]!.json(), { status: false, message: ACCOUNT_MESSAGES.invalidCurrentPassword });
  assertTooMany(answers.at(-1)!);
  assertTooMany(await loginFrom('203.0.113.59', email, PASSWORD));
});

test('wrong passwords sent at once cannot overshoot the limit', async () => {
  const { email } = await confirmedCustomer(shop);
  const answers = await Promise.all(
    Array.from({ length: 15 }, (_, index) => loginFrom(`203.0.113.${70 + index}`, email, `Wrong#${index}pass`)),
  );
  assert.deepEqual(statusCounts(answers), { 401: 10, 429: 5 });
});

test(
  'with Redis, two API instances count the wrong passwords for an account together',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  async () => {
    const keyPrefix = `hg-test-${randomUUID()}:`;
    const rateLimits = { ...guessLimits({ perAccount: { max: 4, timeWindowMs: 600_000 } }), redisUrl, keyPrefix };
    const first = await instance({ rateLimits });
    const second = await instance({ rateLimits });
    const redis = new Redis(redisUrl!);
    try {
      const { email } = await confirmedCustomer(shop);
      const answers = [];
      for (let guess = 0; guess < 6; guess += 1) {
        answers.push(await loginFrom('192.0.2.90', email, `Wrong#${guess}pass`, guess % 2 ? first : second));
      }
      assert.deepEqual(statusCounts(answers), { 401: 4, 429: 2 });
      assert.ok((await redis.keys(`${keyPrefix}password-account*`)).length > 0, 'counted in Redis');
    } finally {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  },
);

test(
  'with Redis away, password checks go through uncounted rather than fail',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  async () => {
    const { proxy, url: throughProxy } = await redisBehindProxy(redisUrl!, after);
    const keyPrefix = `hg-test-${randomUUID()}:`;
    const app = await instance({
      rateLimits: {
        ...guessLimits({ perAccount: { max: 1, timeWindowMs: 600_000 } }),
        redisUrl: throughProxy,
        keyPrefix,
      },
    });
    const { email } = await confirmedCustomer(shop);
    assert.equal((await loginFrom('192.0.2.95', email, 'Wrong#1pass', app)).statusCode, 401);
    assertTooMany(await loginFrom('192.0.2.95', email, PASSWORD, app));

    await proxy.cut();
    const ghost = newEmail('ghost');
    assert.equal((await loginFrom('192.0.2.96', ghost, 'Wrong#1pass', app)).statusCode, 401);
    assert.equal((await loginFrom('192.0.2.96', ghost, 'Wrong#2pass', app)).statusCode, 401, 'not counted');
    await proxy.restore();
    const redis = new Redis(redisUrl!);
    await redis.del(...(await redis.keys(`${keyPrefix}*`)));
    await redis.quit();
  },
);
