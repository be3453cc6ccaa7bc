import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

test('health says the database is reachable', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: true, data: { database: 'reachable' } });
});

test('ready says the instance may be sent requests', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/ready' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: true, data: { ready: true } });
});

test('health answers 503 with the error envelope when the database is gone', async () => {
  await shop.database.close();
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), { status: false, message: 'The database is not reachable.' });
});

test('ready says not ready, in the error envelope, when the database is gone', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/ready' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), { status: false, message: 'The database is not reachable.' });
});
