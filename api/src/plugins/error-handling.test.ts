import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

let shop: TestShop;
const logLines: string[] = [];
before(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  shop = await startTestShop({ logger: { level: 'error', stream: logStream } });
  shop.app.get('/api/test/fails', { schema: { hide: true } }, async () => {
    throw new Error('connection to the payment provider dropped: secret-token-123');
  });
});
after(() => shop.close());

test('an unexpected failure answers 500 "Something went wrong." and tells the caller nothing more', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/test/fails' });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { status: false, message: 'Something went wrong.' });
  assert.doesNotMatch(response.body, /secret-token/);
});

test('the unexpected failure is logged in full', () => {
  const logged = logLines.join('');
  assert.match(logged, /connection to the payment provider dropped/);
  assert.match(logged, /"stack"/);
});

test('an unknown API path answers 404 "Not found." in the envelope', async () => {
  for (const [method, url] of [
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
  ] as const) {
    const response = await shop.app.inject({ method, url });
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { status: false, message: 'Not found.' });
  }
});

test('without front ends, any other unknown path is a 404 in the envelope too', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/viewProduct/1' });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { status: false, message: 'Not found.' });
});
