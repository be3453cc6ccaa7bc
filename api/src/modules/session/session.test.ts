import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { sessionResponse } from 'shared/contracts/session';
import { SESSION_EXPIRED } from 'shared/contracts/session-expired';
import { sessions } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/open-database.ts';
import { aboutEmbeddedDatabase, startTestShop, type TestShop } from '../../test/test-shop.ts';
import { addToCart, newSession, sessionHeader } from '../../test/shop-builders.ts';
import { issueSessionId } from './session-id.ts';
import { SESSION_LIFETIME_MS } from './session-lifetime.ts';
import { sessionSecret } from './session-secret.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const day = 24 * 60 * 60_000;

const storedSessions = async () => (await shop.db.select({ n: count() }).from(sessions))[0]!.n;

const cartAs = (sessionId: string) =>
  shop.app.inject({ method: 'GET', url: '/api/cart', headers: sessionHeader(sessionId) });

/** An id this shop signed `ageMs` ago, as a shopper who kept the tab open that long would send it. */
const issuedAgo = async (ageMs: number) => issueSessionId(await sessionSecret(shop.db), Date.now() - ageMs);

const assertRefused = async (sessionId: string) => {
  const response = await cartAs(sessionId);
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { status: false, message: SESSION_EXPIRED });
};

test('GET /api/session answers { status: true, session_id } with a url-safe id', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/session' });
  assert.equal(response.statusCode, 200);
  const body = sessionResponse.parse(response.json());
  assert.equal(body.status, true);
  assert.match(body.session_id, /^[A-Za-z0-9_.-]{60,120}$/);
});

test('two calls start two different sessions', async () => {
  assert.notEqual(await newSession(shop), await newSession(shop));
});

test('400 session requests from one client leave the stored sessions as they were', async () => {
  const before = await storedSessions();
  const answers = await Promise.all(
    Array.from({ length: 400 }, () => shop.app.inject({ method: 'GET', url: '/api/session' })),
  );
  assert.ok(answers.every((answer) => answer.statusCode === 200));
  assert.equal(new Set(answers.map((answer) => answer.json().session_id)).size, 400);
  assert.equal(await storedSessions(), before);
});

test('a new session, not stored, reads its empty cart', async () => {
  const response = await cartAs(await newSession(shop));
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json().data, []);
});

test('a signed id with no row is accepted until 30 days after it was issued', async () => {
  assert.equal((await cartAs(await issuedAgo(SESSION_LIFETIME_MS - day))).statusCode, 200);
  await assertRefused(await issuedAgo(SESSION_LIFETIME_MS + 60_000));
});

test('a forged or tampered id is refused with the message that asks for a reload', async () => {
  const genuine = await newSession(shop);
  const [random, issued, signature] = genuine.split('.') as [string, string, string];
  const flipped = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
  await assertRefused(`${flipped(random)}.${issued}.${signature}`);
  await assertRefused(`${random}.${(parseInt(issued, 36) + 86_400).toString(36)}.${signature}`);
  await assertRefused(`${random}.${issued}.${flipped(signature)}`);
  // the same signature's bytes spelt another way: the last character's two unused bits set
  const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const respelt = `${signature.slice(0, -1)}${base64url[base64url.indexOf(signature.at(-1)!) ^ 1]!}`;
  assert.deepEqual(Buffer.from(respelt, 'base64url'), Buffer.from(signature, 'base64url'));
  await assertRefused(`${random}.${issued}.${respelt}`);
  await assertRefused(issueSessionId(Buffer.alloc(32, 7), Date.now()));
  await assertRefused(random);
  await assertRefused('not a session');
});

test('adding to the cart stores the session', async () => {
  const sessionId = await newSession(shop);
  assert.equal((await shop.db.select().from(sessions).where(eq(sessions.id, sessionId))).length, 0);
  await addToCart(shop, sessionId);
  const [stored] = await shop.db.select().from(sessions).where(eq(sessions.id, sessionId));
  assert.ok(stored, 'stored once it holds a cart');
  assert.ok(Date.now() - stored.lastUsedAt.getTime() < 60_000);
});

test('a stored session lives 30 days from its last use, which a use moves forward', async () => {
  const sessionId = await issuedAgo(20 * day);
  await shop.db.insert(sessions).values({ id: sessionId, lastUsedAt: new Date(Date.now() - 20 * day) });
  assert.equal((await cartAs(sessionId)).statusCode, 200);
  const [used] = await shop.db.select().from(sessions).where(eq(sessions.id, sessionId));
  assert.ok(Date.now() - used!.lastUsedAt.getTime() < 60_000, 'the use is recorded');

  const idle = await issuedAgo(40 * day);
  await shop.db.insert(sessions).values({ id: idle, lastUsedAt: new Date(Date.now() - SESSION_LIFETIME_MS - 60_000) });
  await assertRefused(idle);
});

test('a session in use is not written again on every request', async () => {
  const sessionId = await newSession(shop);
  await addToCart(shop, sessionId);
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  await shop.db.update(sessions).set({ lastUsedAt: twoHoursAgo }).where(eq(sessions.id, sessionId));
  await cartAs(sessionId);
  await addToCart(shop, sessionId);
  const [stored] = await shop.db.select().from(sessions).where(eq(sessions.id, sessionId));
  assert.equal(stored!.lastUsedAt.getTime(), twoHoursAgo.getTime());
});

test('a session id outlives a restart of the embedded database', { skip: aboutEmbeddedDatabase }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hg-session-restart-'));
  const start = async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({ db: database.db, storageDir: dataDir });
    return { app, close: () => app.close().then(database.close) };
  };
  try {
    const first = await start();
    const { session_id } = (await first.app.inject({ method: 'GET', url: '/api/session' })).json();
    await first.close();
    const second = await start();
    const cart = await second.app.inject({ method: 'GET', url: '/api/cart', headers: sessionHeader(session_id) });
    await second.close();
    assert.equal(cart.statusCode, 200, cart.body);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
