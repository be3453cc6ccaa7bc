import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type ShopProcess, startShopProcess } from '../../scripts/testing/shop-process.ts';
import { startTcpProxy, type TcpProxy } from '../../scripts/testing/tcp-proxy.ts';
import { buildApp } from './app.ts';
import { readConfig, readTestSettings } from './config.ts';
import { openNoticeChannel } from './db/notice-channel.ts';
import { products, users } from './db/schema.ts';
import { invalidateCatalog } from './modules/catalog/service.ts';
import { hashPassword } from './modules/auth/password.ts';
import { CATALOG_CHANGED } from './plugins/catalog-sync.ts';
import { TOO_MANY_REQUESTS } from './plugins/rate-limits.ts';
import { eventually } from './test/eventually.ts';
import { bearer } from './test/requests.ts';
import { addToCart, cartOf, FLOUR, newSession, sessionHeader } from './test/shop-builders.ts';
import { onPostgres, startTestShop, testDatabaseUrl, type TestShop } from './test/test-shop.ts';

const { redisUrl } = readTestSettings();

/** An answer in the envelope. */
type Answer = { status: boolean; data?: unknown; message?: string };

// Instance A is built in this process, instance B is the shop as `npm start` runs it, in a process of its
// own: only another process shows that what A changes reaches B through the database, not through memory
// they share. B reaches PostgreSQL through a proxy the last test cuts. Both count rate limits in one Redis.
describe(
  'two API instances on one PostgreSQL behave as one shop',
  { skip: !onPostgres && 'runs on the PostgreSQL pass' },
  () => {
    // the client both instances see (X-Forwarded-For), in a /64 of its own, since the limits count IPv6 clients
    // by /64: this run's counters are its own
    const group = () => (0x1000 + randomInt(0xf000)).toString(16);
    const clientNetwork = `2001:db8:${group()}:${group()}::`;
    const clientIp = `${clientNetwork}1`;
    const asClient = { 'x-forwarded-for': clientIp };
    const rateLimits = { ...readConfig({}).rateLimits, redisUrl };
    let shop: TestShop;
    let instanceA: TestShop;
    let proxy: TcpProxy;
    let instanceB: ShopProcess;

    before(async () => {
      shop = await startTestShop();
      const app = await buildApp({
        db: shop.db,
        storageDir: shop.storageDir,
        databaseUrl: testDatabaseUrl(),
        rateLimits,
        trustProxy: true,
      });
      instanceA = { ...shop, app };
      const databaseUrl = new URL(testDatabaseUrl());
      proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
      databaseUrl.hostname = '127.0.0.1';
      databaseUrl.port = String(proxy.port);
      instanceB = await startShopProcess({
        command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
        tempDirPrefix: 'hg-instance-b-',
        env: () => ({
          DATABASE_URL: databaseUrl.href,
          TRUST_PROXY: 'loopback',
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        }),
        startupTimeoutMs: 60_000,
      });
    });
    after(async () => {
      await instanceB.stop();
      await proxy.close();
      await instanceA.app.close();
      await shop.close();
    });

    const fromB = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${instanceB.baseURL}${path}`, init);
      return { status: response.status, body: (await response.json()) as Answer };
    };
    const fromA = async (path: string, headers: Record<string, string> = {}) => {
      const response = await instanceA.app.inject({ method: 'GET', url: path, headers });
      return { status: response.statusCode, body: response.json<Answer>() };
    };
    const productIds = async (from: typeof fromA) =>
      ((await from('/api/products')).body.data as { id: number }[]).map((product) => product.id);

    /** An active product of the seeds other than the flour the cart test adds. */
    const someProduct = async () =>
      (await shop.db.select().from(products)).find((row) => row.productStatus === 1 && row.name !== FLOUR)!;
    const setProduct = async (id: number, change: { productStatus?: 0 | 1; inStock?: 0 | 1 }) => {
      await shop.db.update(products).set(change).where(eq(products.id, id));
      invalidateCatalog();
    };

    test('a product deactivated through A is gone from B within a second, and back when reactivated', async () => {
      const { id } = await someProduct();
      assert.ok((await productIds(fromB)).includes(id), 'B serves the product from its catalogue in memory');
      assert.equal((await fromB(`/api/products/${id}`)).status, 200);

      await setProduct(id, { productStatus: 0 });
      assert.equal((await fromA(`/api/products/${id}`)).status, 404, 'A, which took the change, at once');
      await eventually(async () => {
        assert.equal((await fromB(`/api/products/${id}`)).status, 404);
        assert.ok(!(await productIds(fromB)).includes(id));
      }, 1_000);

      await setProduct(id, { productStatus: 1, inStock: 0 });
      await eventually(async () => {
        const { status, body } = await fromB(`/api/products/${id}`);
        assert.equal(status, 200);
        assert.equal((body.data as { in_stock: number }).in_stock, 0, 'out of stock on B too');
      }, 1_000);
      await setProduct(id, { inStock: 1 });
    });

    test('a session and its cart made on A are the same on B', async () => {
      const sessionId = await newSession(instanceA);
      const beforeItHoldsACart = await fromB('/api/cart', { headers: sessionHeader(sessionId) });
      assert.equal(beforeItHoldsACart.status, 200, 'B recognises the id A signed, which has no row yet');
      await addToCart(instanceA, sessionId, { qty: 3 });
      const onB = await fromB('/api/cart', { headers: sessionHeader(sessionId) });
      assert.equal(onB.status, 200);
      assert.deepEqual(onB.body, await cartOf(instanceA, sessionId));

      const unknownOnBoth = { 'x-session-id': randomUUID() };
      assert.equal((await fromB('/api/cart', { headers: unknownOnBoth })).status, 401);
      assert.equal((await fromA('/api/cart', unknownOnBoth)).status, 401);
    });

    test('a sign-in made on A works on B, and a logout on B ends it on A', async () => {
      const email = `two-instances-${randomUUID()}@example.in`;
      const password = 'Millet#2024';
      await shop.db.insert(users).values({
        email,
        firstName: 'Meera',
        passwordHash: await hashPassword(password),
        emailConfirmedAt: new Date(),
      });
      const signIn = await instanceA.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: asClient,
        payload: { email, password },
      });
      assert.equal(signIn.statusCode, 200, signIn.body);
      const asCustomer = bearer(signIn.json<{ token: string }>().token);

      const me = await fromB('/api/user', { headers: asCustomer });
      assert.equal(me.status, 200);
      assert.equal((me.body.data as { email: string }).email, email);

      assert.equal((await fromB('/api/logout', { method: 'POST', headers: asCustomer })).status, 200);
      assert.equal((await fromA('/api/user', asCustomer)).status, 401);
    });

    test(
      'with Redis, a rate limit counted on A is counted on B too',
      { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
      async () => {
        const sessionId = await newSession(instanceA);
        const headers = { ...asClient, ...sessionHeader(sessionId), 'content-type': 'application/json' };
        const joinOnA = () =>
          instanceA.app.inject({
            method: 'POST',
            url: '/api/sign-up',
            headers,
            payload: { email: `${randomUUID()}@example.in` },
          });
        const joinOnB = () =>
          fromB('/api/sign-up', {
            method: 'POST',
            headers,
            body: JSON.stringify({ email: `${randomUUID()}@example.in` }),
          });
        const redis = new Redis(redisUrl!);
        try {
          const { max } = rateLimits.newsletter;
          for (let call = 1; call <= max; call += 1) {
            const status = call % 2 === 1 ? (await joinOnA()).statusCode : (await joinOnB()).status;
            assert.equal(status, 201, `newsletter call ${call} of ${max}`);
          }
          const overOnB = await joinOnB();
          assert.equal(overOnB.status, 429);
          assert.deepEqual(overOnB.body, { status: false, message: TOO_MANY_REQUESTS });
          assert.equal((await joinOnA()).statusCode, 429);
        } finally {
          const keys = await redis.keys(`${rateLimits.keyPrefix}*${clientNetwork}`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        }
      },
    );

    test("a change made while B's connection to PostgreSQL was down reaches B once it is back", async () => {
      const { id } = await someProduct();
      assert.equal((await fromB(`/api/products/${id}`)).status, 200);

      // a listener of its own, which hears what A announces: B would have heard it at the same moment
      const heard: string[] = [];
      const bystander = await openNoticeChannel({
        url: testDatabaseUrl(),
        channel: CATALOG_CHANGED,
        onNotice: (notice) => heard.push(notice),
        onListening: () => undefined,
        log: { warn: () => undefined, info: () => undefined },
      });
      try {
        await proxy.cut();
        await setProduct(id, { productStatus: 0 });
        await eventually(() => assert.equal(heard.length, 1, 'A announced the change'));
      } finally {
        await bystander.close();
      }
      assert.equal((await fromB(`/api/products/${id}`)).status, 200, 'B, cut off, could not hear of it');

      await proxy.restore();
      // B connects again within its 1 s retry, and reads the catalogue afresh since it may have missed a change
      await eventually(async () => assert.equal((await fromB(`/api/products/${id}`)).status, 404));
      await setProduct(id, { productStatus: 1 });
    });
  },
);
