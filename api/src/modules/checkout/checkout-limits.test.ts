import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { CheckoutRequest } from 'shared/contracts/checkout';
import { buildApp } from '../../app.ts';
import { type CheckoutLimits, type RateLimitSettings, readConfig, readTestSettings } from '../../config.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { bearer } from '../../test/requests.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { addToCart, cartOf, checkoutPayload, newSession, sessionWithCart } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { assertTooMany } from '../../test/too-many.ts';
import { confirmedCustomer, newEmail } from '../../test/account-builders.ts';

const { redisUrl } = readTestSettings();

/** The shop's own checkout limits (10 per address and 5 per session in 10 minutes, 3 per recipient an hour). */
const checkoutLimits = (checkout: Partial<CheckoutLimits> = {}): RateLimitSettings => ({
  ...roomyRateLimits,
  checkout: { ...readConfig({}).rateLimits.checkout, ...checkout },
});

let shop: TestShop;
before(async () => {
  shop = await startTestShop({
    rateLimits: checkoutLimits(),
    checkout: { codEnabled: true, codShippingChargePaise: 5_000 },
  });
});
after(() => shop.close());

const checkoutFrom = (
  remoteAddress: string,
  sessionId: string,
  payload: CheckoutRequest,
  { app = shop.app, headers = {} }: { app?: FastifyInstance; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { 'x-session-id': sessionId, 'idempotency-key': randomUUID(), ...headers },
    payload,
    remoteAddress,
  });

type Answer = Awaited<ReturnType<typeof checkoutFrom>>;

const ordersTo = async (email: string) =>
  (await shop.db.select({ n: count() }).from(orders).where(eq(orders.contactEmail, email)))[0]!.n;

test('one client address places 10 orders in 10 minutes; its 11th checkout is a 429 and places nothing', async () => {
  const address = '192.0.2.21';
  const answers: Answer[] = [];
  for (let order = 0; order < 10; order += 1) {
    const { sessionId } = await sessionWithCart(shop);
    answers.push(await checkoutFrom(address, sessionId, checkoutPayload({ contact_email: newEmail('ip') })));
  }
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    Array(10).fill(200),
  );
  const { sessionId } = await sessionWithCart(shop);
  const email = newEmail('eleventh');
  const refused = await checkoutFrom(address, sessionId, checkoutPayload({ contact_email: email }));
  assertTooMany(refused);
  assert.equal(await ordersTo(email), 0);
  assert.equal((await cartOf(shop, sessionId)).data.length, 1, 'the cart is kept');
  // another client is not held back
  assert.equal(
    (await checkoutFrom('192.0.2.22', sessionId, checkoutPayload({ contact_email: email }))).statusCode,
    200,
  );
});

test('one session places 5 orders in 10 minutes, from whatever address; its 6th checkout is a 429', async () => {
  const sessionId = await newSession(shop);
  for (let order = 0; order < 5; order += 1) {
    await addToCart(shop, sessionId);
    const placed = await checkoutFrom(
      `192.0.2.${30 + order}`,
      sessionId,
      checkoutPayload({ contact_email: newEmail('s') }),
    );
    assert.equal(placed.statusCode, 200, placed.body);
  }
  await addToCart(shop, sessionId);
  assertTooMany(await checkoutFrom('192.0.2.39', sessionId, checkoutPayload()));
});

test('no address gets more than 3 order mails an hour from checkouts its own account did not make', async () => {
  const victim = await confirmedCustomer(shop, { email: newEmail('victim') });
  const phishing = checkoutPayload({
    contact_email: victim.email,
    contact_name: 'Your payment failed - pay now at https://evil.example/pay or your order is lost',
    payment_type: 'cod',
  });
  // a checkout that places nothing uses none of the address's share: an empty cart, a repeat of the same key
  const empty = await checkoutFrom('198.51.100.1', await newSession(shop), phishing);
  assert.equal(empty.statusCode, 400, empty.body);
  const { sessionId: repeating } = await sessionWithCart(shop);
  const key = { 'idempotency-key': randomUUID() };
  for (const remoteAddress of ['198.51.100.2', '198.51.100.2']) {
    assert.equal((await checkoutFrom(remoteAddress, repeating, phishing, { headers: key })).statusCode, 200);
  }

  const answers: Answer[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { sessionId } = await sessionWithCart(shop);
    answers.push(await checkoutFrom(`198.51.100.${10 + attempt}`, sessionId, phishing));
  }
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    [200, 200, 429, 429, 429],
  );
  assertTooMany(answers.at(-1)!, 3_600);
  assert.equal(await ordersTo(victim.email), 3);
  const mails = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, victim.email));
  // the account's registration confirmation, then one confirmation per order
  assert.equal(mails.filter((mail) => mail.subject.includes('is confirmed')).length, 3);

  // the address's own account, signed in, is not held back
  const { sessionId } = await sessionWithCart(shop);
  const own = await checkoutFrom('198.51.100.30', sessionId, checkoutPayload({ contact_email: victim.email }), {
    headers: bearer(victim.token),
  });
  assert.equal(own.statusCode, 200, own.body);
});

test(
  'with Redis, two API instances count the checkouts of a client together',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  async () => {
    const keyPrefix = `hg-test-${randomUUID()}:`;
    const rateLimits = {
      ...checkoutLimits({ perCaller: { max: 3, timeWindowMs: 600_000 } }),
      redisUrl,
      keyPrefix,
    };
    const instances = await Promise.all(
      [0, 1].map(() => buildApp({ db: shop.db, storageDir: shop.storageDir, rateLimits })),
    );
    const redis = new Redis(redisUrl!);
    try {
      const statuses = [];
      for (let order = 0; order < 4; order += 1) {
        const { sessionId } = await sessionWithCart(shop);
        const answer = await checkoutFrom(
          '203.0.113.60',
          sessionId,
          checkoutPayload({ contact_email: newEmail('r') }),
          {
            app: instances[order % 2]!,
          },
        );
        statuses.push(answer.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      assert.ok((await redis.keys(`${keyPrefix}checkout-caller*`)).length > 0, 'counted in Redis');
    } finally {
      await Promise.all(instances.map((app) => app.close()));
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  },
);
