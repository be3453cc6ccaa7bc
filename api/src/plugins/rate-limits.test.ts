import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type AppOptions, buildApp } from '../app.ts';
import { type RateLimitSettings, readConfig, readTestSettings } from '../config.ts';
import { eventually } from '../test/eventually.ts';
import { newSession, sessionHeader } from '../test/shop-builders.ts';
import { closedSmtpUrl } from '../../../scripts/testing/smtp-catcher.ts';
import { redisBehindProxy } from '../../../scripts/testing/tcp-proxy.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { TOO_MANY_REQUESTS } from './rate-limits.ts';

const { redisUrl } = readTestSettings();

let shop: TestShop;
let sessionId: string;
before(async () => {
  shop = await startTestShop();
  sessionId = await newSession(shop);
});
after(() => shop.close());

/** Newsletter calls limited to `max` per 10 minutes, counted where `store` says. */
const newsletterLimit = (max: number, store: Partial<RateLimitSettings> = {}): RateLimitSettings => ({
  ...readConfig({}).rateLimits,
  newsletter: { max, timeWindowMs: 600_000 },
  ...store,
});

async function instance(options: Omit<AppOptions, 'db' | 'storageDir'>): Promise<FastifyInstance> {
  const app = await buildApp({ db: shop.db, storageDir: shop.storageDir, ...options });
  after(() => app.close());
  return app;
}

const joinNewsletter = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '192.0.2.1') =>
  app.inject({
    method: 'POST',
    url: '/api/sign-up',
    headers: { ...sessionHeader(sessionId), ...headers },
    payload: { email: `${randomUUID()}@example.in` },
    remoteAddress,
  });

test(
  'with Redis, two API instances count one limit together',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  async () => {
    // a prefix of this run's own, so runs (and the PGlite and PostgreSQL passes) never share counters
    const keyPrefix = `hg-test-${randomUUID()}:`;
    const rateLimits = newsletterLimit(3, { redisUrl, keyPrefix });
    const first = await instance({ rateLimits });
    const second = await instance({ rateLimits });
    const redis = new Redis(redisUrl!);
    try {
      assert.equal((await joinNewsletter(first)).statusCode, 201);
      assert.equal((await joinNewsletter(second)).statusCode, 201);
      assert.equal((await joinNewsletter(first)).statusCode, 201);
      for (const app of [second, first]) {
        const response = await joinNewsletter(app);
        assert.equal(response.statusCode, 429);
        assert.deepEqual(response.json(), { status: false, message: TOO_MANY_REQUESTS });
        const retryAfter = Number(response.headers['retry-after']);
        assert.ok(retryAfter > 590 && retryAfter <= 600, `Retry-After ${retryAfter}`);
      }
      assert.equal((await joinNewsletter(second, {}, '192.0.2.2')).statusCode, 201, 'another client has its own count');
      const keys = await redis.keys(`${keyPrefix}*`);
      assert.equal(keys.length, 2, keys.join(', '));
      assert.equal(await redis.get(keys.find((key) => key.endsWith('192.0.2.1'))!), '5');
    } finally {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  },
);

test('a REDIS_URL nothing answers on stops start-up with a message that names it', async () => {
  const nothingThere = (await closedSmtpUrl()).replace('smtp:', 'redis:');
  await assert.rejects(
    buildApp({ db: shop.db, storageDir: shop.storageDir, rateLimits: newsletterLimit(3, { redisUrl: nothingThere }) }),
    /REDIS_URL: cannot connect/,
  );
});

test('limits count per client IP; X-Forwarded-For is believed only from a trusted proxy', async () => {
  const direct = await instance({ rateLimits: newsletterLimit(1) });
  assert.equal((await joinNewsletter(direct, { 'x-forwarded-for': '198.51.100.1' })).statusCode, 201);
  assert.equal(
    (await joinNewsletter(direct, { 'x-forwarded-for': '198.51.100.2' })).statusCode,
    429,
    'a forged header changes nothing',
  );

  const behindProxy = await instance({ rateLimits: newsletterLimit(1), trustProxy: ['192.0.2.1'] });
  assert.equal((await joinNewsletter(behindProxy, { 'x-forwarded-for': '198.51.100.1' })).statusCode, 201);
  assert.equal((await joinNewsletter(behindProxy, { 'x-forwarded-for': '198.51.100.2' })).statusCode, 201);
  assert.equal((await joinNewsletter(behindProxy, { 'x-forwarded-for': '198.51.100.1' })).statusCode, 429);
});

test('TRUST_PROXY=true believes the one proxy in front: the address it saw, never what the client wrote before it', async () => {
  const behindOneProxy = await instance({ rateLimits: newsletterLimit(1), trustProxy: true });
  const forged = (clientWrote: string) => ({ 'x-forwarded-for': `${clientWrote}, 198.51.100.7` });
  assert.equal((await joinNewsletter(behindOneProxy, forged('203.0.113.7'))).statusCode, 201);
  assert.equal(
    (await joinNewsletter(behindOneProxy, forged('203.0.113.8'))).statusCode,
    429,
    'the proxy saw 198.51.100.7 both times: a new first entry is not a new client',
  );
  assert.equal((await joinNewsletter(behindOneProxy, { 'x-forwarded-for': '198.51.100.8' })).statusCode, 201);
});

test(
  'when Redis goes away, limited calls go through uncounted and the API lives on; counting resumes when it is back',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  async () => {
    const { proxy, url: throughProxy } = await redisBehindProxy(redisUrl!, after);
    const keyPrefix = `hg-test-${randomUUID()}:`;
    const app = await instance({ rateLimits: newsletterLimit(1, { redisUrl: throughProxy, keyPrefix }) });
    assert.equal((await joinNewsletter(app)).statusCode, 201);
    assert.equal((await joinNewsletter(app)).statusCode, 429);

    await proxy.cut();
    assert.equal((await joinNewsletter(app)).statusCode, 201, 'not counted, and not refused, while Redis is away');

    await proxy.restore();
    // the client reconnects by itself, after a short back-off
    await eventually(async () =>
      assert.equal((await joinNewsletter(app)).statusCode, 429, 'counted again once Redis is back'),
    );
    const redis = new Redis(redisUrl!);
    await redis.del(...(await redis.keys(`${keyPrefix}*`)));
    await redis.quit();
  },
);
