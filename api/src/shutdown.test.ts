import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ShopProcess, startShopProcess } from '../../scripts/testing/shop-process.ts';
import { SHUTTING_DOWN } from './plugins/draining.ts';
import { eventually } from './test/eventually.ts';
import { emptyPostgres, onPostgres, testDatabaseUrl } from './test/test-shop.ts';

const admin = { email: 'admin@shutdown.example', password: 'shutdown-test-password' };

let shop: ShopProcess | undefined;
let dataDir = '';
afterEach(() => shop?.stop());

/** The real server, as `npm start` runs it, on this pass's database. */
async function startShop(settings: Record<string, string>): Promise<ShopProcess> {
  if (onPostgres) await emptyPostgres(testDatabaseUrl());
  shop = await startShopProcess({
    command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
    tempDirPrefix: 'hg-shutdown-',
    env: (workDir) => {
      dataDir = join(workDir, 'data');
      return {
        RENDER_THREADS: '0',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...(onPostgres ? { DATABASE_URL: testDatabaseUrl() } : {}),
        ...settings,
      };
    },
    startupTimeoutMs: 90_000,
  });
  return shop;
}

/**
 * A sign-in whose body arrives in two parts, as a slow upload's would: once the server has answered its
 * `Expect: 100-continue`, the request is in flight, and the server waits for the rest of the body.
 */
async function slowSignIn(baseURL: string) {
  const body = JSON.stringify(admin);
  const socket = connect(Number(new URL(baseURL).port), '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = once(socket, 'close').then(() => received);
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await eventually(() => assert.equal(received, 'HTTP/1.1 100 Continue\r\n\r\n'));
  received = '';
  return { finish: () => socket.write(body.slice(10)), answer: closed };
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED',
  );

test('at SIGTERM the server says not ready, stops taking connections, finishes the request in flight and exits 0', async () => {
  const { baseURL, pid, exited } = await startShop({ SHUTDOWN_DELAY: '2' });
  const ready = await fetch(`${baseURL}/api/ready`);
  assert.equal(ready.status, 200);
  assert.deepEqual(await ready.json(), { status: true, data: { ready: true } });

  const signIn = await slowSignIn(baseURL);
  process.kill(pid, 'SIGTERM');

  await eventually(async () => {
    const draining = await fetch(`${baseURL}/api/ready`);
    assert.equal(draining.status, 503);
    assert.equal(draining.headers.get('connection'), 'close');
    assert.deepEqual(await draining.json(), { status: false, message: SHUTTING_DOWN });
  }, 1_500);
  // still serving until the delay is over, so a load balancer has time to stop sending
  assert.equal((await fetch(`${baseURL}/api/health`)).status, 200);
  await eventually(async () => assert.ok(await refused(`${baseURL}/api/health`)));

  signIn.finish();
  const answer = await signIn.answer;
  assert.match(answer, /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(answer, /\r\nconnection: close\r\n/i);
  assert.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).user.email, admin.email);

  assert.equal(await exited, 0);
  // the database was closed: the data directory's lock is gone
  assert.equal(existsSync(join(dataDir, 'pgdata', 'shop.lock')), false);
});

test('a request still in flight after SHUTDOWN_TIMEOUT is cut off and the server exits 1', async () => {
  const { baseURL, pid, exited } = await startShop({ SHUTDOWN_TIMEOUT: '1' });
  const signIn = await slowSignIn(baseURL);
  const signalled = Date.now();
  process.kill(pid, 'SIGTERM');

  assert.equal(await signIn.answer, '');
  assert.equal(await exited, 1);
  assert.ok(Date.now() - signalled < 10_000, 'exited soon after the timeout');
});

test('a signal that arrives again within a second, as Ctrl-C or a stop of the process group delivers it both directly and through npm start, still lets the request in flight finish', async () => {
  const { baseURL, pid, exited } = await startShop({});
  const signIn = await slowSignIn(baseURL);
  process.kill(pid, 'SIGINT');
  await eventually(async () => assert.ok(await refused(`${baseURL}/api/health`)));
  process.kill(pid, 'SIGINT');

  signIn.finish();
  assert.match(await signIn.answer, /^HTTP\/1\.1 200 OK\r\n/);
  assert.equal(await exited, 0);
});

test('a second signal a second or more after the first cuts the requests in flight off at once', async () => {
  const { baseURL, pid, exited } = await startShop({});
  const signIn = await slowSignIn(baseURL);
  process.kill(pid, 'SIGTERM');
  await eventually(async () => assert.ok(await refused(`${baseURL}/api/health`)));
  await sleep(1_100);
  const signalledAgain = Date.now();
  process.kill(pid, 'SIGTERM');

  assert.equal(await signIn.answer, '');
  assert.equal(await exited, 1);
  assert.ok(Date.now() - signalledAgain < 5_000, 'exited at once, long before SHUTDOWN_TIMEOUT');
});
