import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import { buildApp } from '../../app.ts';
import { type RateLimitSettings, readConfig } from '../../config.ts';
import { signUps } from '../../db/schema.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';
import { newSession, sessionHeader } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

const roomyLimits: RateLimitSettings = {
  ...readConfig({}).rateLimits,
  newsletter: { max: 10_000, timeWindowMs: 60_000 },
};

let shop: TestShop;
let sessionId: string;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyLimits });
  sessionId = await newSession(shop);
});
after(() => shop.close());

const join = (app: FastifyInstance, payload: unknown, { session = sessionId, remoteAddress = '127.0.0.1' } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/sign-up',
    headers: sessionHeader(session),
    payload: payload as object,
    remoteAddress,
  });

const rowsFor = (email: string) => shop.db.select().from(signUps).where(eq(signUps.email, email));
const allRows = async () => (await shop.db.select({ n: count() }).from(signUps))[0]!.n;

test('a new e-mail joins: 201, stored once, with the session', async () => {
  const response = await join(shop.app, { email: 'priya.nair@example.in' });
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { status: true, message: NEWSLETTER_MESSAGES.joined });
  const rows = await rowsFor('priya.nair@example.in');
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.sessionId, sessionId);
});

test('the same e-mail again is answered exactly as a new one, so nobody learns who joined; still one row', async () => {
  const first = await join(shop.app, { email: 'kiran.das@example.in' });
  const again = await join(shop.app, { email: 'kiran.das@example.in' }, { session: await newSession(shop) });
  assert.equal(again.statusCode, first.statusCode);
  assert.equal(again.statusCode, 201);
  assert.equal(again.body, first.body);
  assert.deepEqual(again.json(), { status: true, message: NEWSLETTER_MESSAGES.joined });
  assert.equal((await rowsFor('kiran.das@example.in')).length, 1);
});

test('an e-mail is the same in any letter case and with spaces around it; it is stored trimmed and lower-case', async () => {
  const first = await join(shop.app, { email: '  Meera.Iyer@Example.IN ' });
  assert.equal(first.statusCode, 201);
  const again = await join(shop.app, { email: 'MEERA.IYER@EXAMPLE.IN' });
  assert.equal(again.statusCode, 201);
  assert.deepEqual(again.json(), { status: true, message: NEWSLETTER_MESSAGES.joined });
  assert.equal((await rowsFor('meera.iyer@example.in')).length, 1);
});

test('the same new e-mail sent ten times at once joins once, and all ten get the same answer', async () => {
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      join(shop.app, { email: index % 2 ? 'Arjun.Menon@example.in' : 'arjun.menon@example.in' }),
    ),
  );
  assert.deepEqual(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size, 1);
  assert.equal(responses[0]!.statusCode, 201);
  assert.equal((await rowsFor('arjun.menon@example.in')).length, 1);
});

test('a malformed e-mail, or none, is a 400 with the form message, and nothing is stored', async () => {
  const before = await allRows();
  const payloads = [
    { email: 'priya' },
    { email: 'priya@example' },
    { email: 'priya nair@example.in' },
    { email: '' },
    { email: '   ' },
    { email: `${'p'.repeat(244)}@example.in` },
    { email: 'priya\u0000@example.in' },
    { email: 'root,attacker@evil.test' },
    { email: 'a\u0085Bcc:x@evil.test' },
    { email: '\u212Airan@example.in' },
    { email: 'Priya <priya@example.in>' },
    { email: 42 },
    { email: null },
    { email: ['priya@example.in'] },
    {},
    [{ email: 'priya@example.in' }],
  ];
  for (const payload of payloads) {
    const response = await join(shop.app, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(
      response.json(),
      { status: false, message: NEWSLETTER_MESSAGES.invalidEmail },
      JSON.stringify(payload),
    );
  }
  assert.equal(await allRows(), before);
});

test('a call without a session, or with one the server never issued, is a 401 asking to reload', async () => {
  for (const headers of [{}, { 'x-session-id': 'made-up-session' }]) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers,
      payload: { email: 'nobody@example.in' },
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { status: false, message: 'Your session has expired. Please reload the page.' });
  }
  assert.equal((await rowsFor('nobody@example.in')).length, 0);
});

test('a body over 2 KB is refused with 413 and a clear message', async () => {
  const response = await join(shop.app, { email: 'big@example.in', padding: 'x'.repeat(3 * 1024) });
  assert.equal(response.statusCode, 413);
  assert.deepEqual(response.json(), { status: false, message: 'The request is too large.' });
});

test('a flood past the limit is answered 429 with Retry-After and stores nothing more', async () => {
  const app = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    rateLimits: { ...roomyLimits, newsletter: { max: 2, timeWindowMs: 600_000 } },
  });
  try {
    const flooder = '198.51.100.23';
    assert.equal((await join(app, { email: 'flood-1@example.in' }, { remoteAddress: flooder })).statusCode, 201);
    assert.equal((await join(app, { email: 'flood-2@example.in' }, { remoteAddress: flooder })).statusCode, 201);
    const before = await allRows();
    for (const email of ['flood-3@example.in', 'flood-4@example.in', 'not an e-mail']) {
      const response = await join(app, { email }, { remoteAddress: flooder });
      assert.equal(response.statusCode, 429, email);
      assert.deepEqual(response.json(), { status: false, message: TOO_MANY_REQUESTS });
      assert.ok(Number(response.headers['retry-after']) > 0);
    }
    assert.equal(await allRows(), before);
    assert.equal(
      (await join(app, { email: 'flood-3@example.in' }, { remoteAddress: '198.51.100.24' })).statusCode,
      201,
    );
  } finally {
    await app.close();
  }
});
