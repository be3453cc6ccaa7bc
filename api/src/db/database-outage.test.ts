import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { TEST_TIMEOUT_MS } from '../../../scripts/testing/test-timeouts.cjs';
import type { ShopProcess } from '../../../scripts/testing/shop-process.ts';
import type { TcpProxy } from '../../../scripts/testing/tcp-proxy.ts';
import { startShopBehindProxy } from '../test/shop-behind-proxy.ts';
import { onPostgres } from '../test/test-shop.ts';
import { BRIEFLY_UNAVAILABLE, RETRY_AFTER_SECONDS } from './database-unreachable.ts';

// A real shop process behind a proxy the test cuts: only a real process shows that a dropped connection does not end it.
describe('PostgreSQL goes away under a running shop', { skip: !onPostgres && 'runs on the PostgreSQL pass' }, () => {
  const applicationName = 'hg-database-outage-test';
  let proxy: TcpProxy;
  let shop: ShopProcess;
  let admin: pg.Client;
  let ended = false;

  before(async () => {
    const started = await startShopBehindProxy({ tempDirPrefix: 'hg-outage-', applicationName });
    ({ proxy, shop } = started);
    const { databaseUrl } = started;
    void shop.exited.then(() => (ended = true));
    admin = new pg.Client({ connectionString: databaseUrl.href });
    await admin.connect();
  });
  after(async () => {
    await shop.stop();
    await admin.end();
    await proxy.close();
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${shop.baseURL}${path}`, init);
    return { response, ms: performance.now() - started, body: (await response.json()) as Record<string, unknown> };
  };
  const newSession = async () => {
    const { response, body } = await call('/api/session');
    assert.equal(response.status, 200, JSON.stringify(body));
    return body.session_id as string;
  };
  const assertStillServing = async () => {
    assert.equal(ended, false, 'the shop process ended');
    const sessionId = await newSession();
    const { response } = await call('/api/cart', { headers: { 'x-session-id': sessionId } });
    assert.equal(response.status, 200);
    assert.equal((await call('/api/health')).response.status, 200);
  };
  /** a cart read always reaches the database (a session id alone does not: it is signed, not stored) */
  const assertUnavailable = async (sessionId: string) => {
    const { response, body, ms } = await call('/api/cart', { headers: { 'x-session-id': sessionId } });
    assert.equal(response.status, 503);
    assert.deepEqual(body, { status: false, message: BRIEFLY_UNAVAILABLE });
    assert.equal(response.headers.get('retry-after'), String(RETRY_AFTER_SECONDS));
    const health = await call('/api/health');
    assert.equal(health.response.status, 503);
    assert.deepEqual(health.body, { status: false, message: 'The database is not reachable.' });
    return Math.max(ms, health.ms);
  };

  // a call that hangs fails its test rather than holding the run
  const timeout = TEST_TIMEOUT_MS;

  test(
    "pg_terminate_backend on every one of the shop's connections: it lives on and the next calls succeed",
    { timeout },
    async () => {
      // several calls at once, so that the pool holds several connections
      await Promise.all(Array.from({ length: 5 }, newSession));
      const terminated = await admin.query<{ pid: number }>(
        'SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity ' +
          'WHERE datname = current_database() AND application_name = $1',
        [applicationName],
      );
      assert.ok(terminated.rowCount! > 0, 'the shop had connections to terminate');
      const pids = terminated.rows.map((row) => row.pid);
      while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rowCount! > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));

      await assertStillServing();
    },
  );

  test(
    'while PostgreSQL is down, calls answer 503 at once; when it is back, the shop serves again by itself',
    { timeout },
    async () => {
      const sessionId = await newSession();
      await proxy.cut();
      const ms = await assertUnavailable(sessionId);
      assert.ok(ms < 1_000, `answered after ${Math.round(ms)} ms`);

      await proxy.restore();
      await assertStillServing();
    },
  );

  test(
    'a database that stops answering is given up on within the 3 s connection timeout, not waited for',
    { timeout },
    async () => {
      const sessionId = await newSession();
      await proxy.hang();
      const ms = await assertUnavailable(sessionId);
      assert.ok(ms < 5_000, `answered after ${Math.round(ms)} ms`);

      await proxy.restore();
      await assertStillServing();
    },
  );
});
