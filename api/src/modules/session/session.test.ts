import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessionResponse } from 'shared/contracts/session';
import { sessions } from '../../db/schema.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const newSession = async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/session' });
  assert.equal(response.statusCode, 200);
  return sessionResponse.parse(response.json());
};

test('GET /api/session answers { status: true, session_id } with a 256-bit url-safe id', async () => {
  const body = await newSession();
  assert.equal(body.status, true);
  assert.match(body.session_id, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(Buffer.from(body.session_id, 'base64url').length, 32);
});

test('the session is stored, so the cart can be keyed by it', async () => {
  const { session_id } = await newSession();
  const stored = await shop.db.select().from(sessions).where(eq(sessions.id, session_id));
  assert.equal(stored.length, 1);
});

test('two calls start two different sessions', async () => {
  const first = await newSession();
  const second = await newSession();
  assert.notEqual(first.session_id, second.session_id);
});
