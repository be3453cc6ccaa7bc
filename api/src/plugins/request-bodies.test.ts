/**
 * What an outside review sent: 19 bytes of brotli that inflate to a megabyte of `[[[[…]]]]`, and the same
 * megabyte sent plain, each held the server for a second or more, with no sign-in. Compressed bodies are
 * refused, each route takes a body up to its largest valid payload, and JSON nested far deeper than any
 * payload is refused before it is parsed.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { CHECKOUT_ADDRESS_LIMITS, CHECKOUT_LIMITS } from 'shared/contracts/checkout';
import { TOO_DEEP } from '../request-bodies/json-depth.ts';
import { roomyRateLimits } from '../test/roomy-rate-limits.ts';
import { bearer } from '../test/requests.ts';
import {
  cartOf,
  checkoutPayload,
  FLOUR,
  newSession,
  priceOf,
  sessionHeader,
  signedInCustomer,
} from '../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { sendForm, validProductForm } from '../test/products-admin-builders.ts';
import { signedInAdmin } from '../test/admin-builders.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const envelope = (message: string) => ({ status: false, message });
const TOO_LARGE = envelope('The request is too large.');
const COMPRESSED = envelope('The request body must not be compressed (no Content-Encoding).');

/** A megabyte of nested brackets: valid JSON, and the cost of parsing it was the attack. */
const nestedMegabyte = '['.repeat(500_000) + ']'.repeat(500_000);
const brotliBomb = brotliCompressSync(nestedMegabyte);

const sendJson = (url: string, sessionId: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { ...sessionHeader(sessionId), 'content-type': 'application/json', ...headers },
    payload,
  });

/** An add of the flour's 1 Kg, as the published payload, with `changes`. */
async function flourAdd(changes: Record<string, unknown> = {}) {
  const price = await priceOf(shop, FLOUR, '1 Kg');
  return [{ product_id: price.productId, product_price_id: price.productPriceId, qty: 1, ...changes }];
}

test('a compressed body is a 415, whatever its encoding, and nothing is added', async () => {
  assert.ok(brotliBomb.length < 100, `the bomb is ${brotliBomb.length} bytes`);
  const sessionId = await newSession(shop);
  const add = JSON.stringify(await flourAdd());
  for (const [encoding, payload] of [
    ['br', brotliBomb],
    ['br', brotliCompressSync(add)],
    ['gzip', gzipSync(add)],
    ['deflate', deflateSync(add)],
  ] as const) {
    const response = await sendJson('/api/cart/add', sessionId, payload, { 'content-encoding': encoding });
    assert.equal(response.statusCode, 415, `${encoding}: ${response.body}`);
    assert.deepEqual(response.json(), COMPRESSED);
  }
  assert.deepEqual((await cartOf(shop, sessionId)).data, []);
});

test('the plain megabyte is a 413 on every route that reads JSON, before it is parsed', async () => {
  const sessionId = await newSession(shop);
  const { token } = await signedInCustomer(shop);
  for (const url of ['/api/cart/add', '/api/checkout', '/api/cart/apply-coupon', '/api/logout', '/api/send-mail']) {
    const response = await sendJson(url, sessionId, nestedMegabyte, bearer(token));
    assert.equal(response.statusCode, 413, `${url}: ${response.body}`);
    assert.deepEqual(response.json(), TOO_LARGE);
  }
});

test("a signed-in route turns a guest away before it reads the guest's body", async () => {
  const response = await sendJson('/api/logout', await newSession(shop), nestedMegabyte);
  assert.equal(response.statusCode, 401, response.body);
  assert.deepEqual(response.json(), envelope('Please sign in again.'));
});

test('JSON nested far deeper than any payload is a 400 within the size limit; brackets in text count nothing', async () => {
  const sessionId = await newSession(shop);
  const deep = '['.repeat(1000) + ']'.repeat(1000);
  for (const url of ['/api/cart/add', '/api/checkout']) {
    const response = await sendJson(url, sessionId, deep);
    assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    assert.deepEqual(response.json(), envelope(TOO_DEEP));
  }
  // an object in an array at depth 17 is too deep, while 16 brackets inside the product's name are text
  const tooDeep = JSON.stringify(await flourAdd({ product_name: 'x' })).replace(
    '"x"',
    `${'['.repeat(15)}${']'.repeat(15)}`,
  );
  assert.deepEqual((await sendJson('/api/cart/add', sessionId, tooDeep)).json(), envelope(TOO_DEEP));
  const bracketsInText = JSON.stringify(await flourAdd({ product_name: `${'[{'.repeat(50)}"\\` }));
  const added = await sendJson('/api/cart/add', sessionId, bracketsInText);
  assert.equal(added.statusCode, 200, added.body);
});

test("a product form's JSON field nested too deeply is a 400 naming the field", async () => {
  const { adminToken } = await signedInAdmin(shop);
  const form = { ...(await validProductForm()), ingredients: '['.repeat(100) + ']'.repeat(100) };
  const response = await sendForm(shop, '/api/products/store', form, adminToken);
  assert.equal(response.statusCode, 400, response.body);
  assert.deepEqual(response.json(), envelope('Invalid ingredients: nests arrays or objects too deeply'));
});

/** `length` characters of 4-byte UTF-8 each: the most bytes a field of that length can take. */
const widest = (length: number) => '🌾'.repeat(length);

test("each route's limit fits its largest valid payload: the cart's add and a checkout with every field full", async () => {
  const sessionId = await newSession(shop);
  const fullAdd = await flourAdd({ product_name: widest(200), price: widest(20), discounted_price: widest(20) });
  const added = await sendJson('/api/cart/add', sessionId, JSON.stringify(fullAdd, null, 2));
  assert.equal(added.statusCode, 200, added.body);

  const full = checkoutPayload({
    contact_name: widest(CHECKOUT_LIMITS.contactName),
    contact_email: widest(CHECKOUT_LIMITS.email),
    order_notes: widest(CHECKOUT_LIMITS.orderNotes),
  });
  const fill = (address: object) =>
    Object.fromEntries(
      Object.keys(address).map((key) => {
        const field = key.replace(/^(billing|shipping)_/, '');
        const limit = CHECKOUT_ADDRESS_LIMITS[field as keyof typeof CHECKOUT_ADDRESS_LIMITS];
        return [key, widest(limit)];
      }),
    );
  const payload = {
    ...full,
    contact_mobile: { b_contact_no: widest(CHECKOUT_LIMITS.contactNo) },
    billing_address: fill(full.billing_address),
    shipping_address: fill(full.shipping_address),
  };
  const body = JSON.stringify(payload, null, 2);
  assert.ok(Buffer.byteLength(body) > 16 * 1024, `the full checkout is ${Buffer.byteLength(body)} bytes`);
  const checkedOut = await sendJson('/api/checkout', sessionId, body);
  // every field is too long for the form's rules in some way, but the body was read: not a 413
  assert.equal(checkedOut.statusCode, 400, checkedOut.body);
  assert.notDeepEqual(checkedOut.json(), TOO_LARGE);

  const padded = JSON.stringify({ ...payload, padding: 'x'.repeat(16 * 1024) });
  assert.deepEqual((await sendJson('/api/checkout', sessionId, padded)).json(), TOO_LARGE);
  const paddedAdd = JSON.stringify([{ ...fullAdd[0], padding: 'x'.repeat(4 * 1024) }]);
  assert.deepEqual((await sendJson('/api/cart/add', sessionId, paddedAdd)).json(), TOO_LARGE);
});

/** Sends a body over a real connection and waits for the answer, or the connection's end. */
function post(port: number, path: string, body: Buffer | string, headers: Record<string, string>) {
  return new Promise<void>((resolve) => {
    const outgoing = httpRequest(
      { port, host: '127.0.0.1', method: 'POST', path, headers: { 'content-type': 'application/json', ...headers } },
      (answer) => {
        answer.resume();
        answer.on('end', resolve);
      },
    );
    // a server that answered 413 may close before the whole body went out
    outgoing.on('error', () => resolve());
    outgoing.end(body);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function healthTimes(port: number, count: number, while_: () => boolean = () => true): Promise<number[]> {
  const times = [];
  while (times.length < count && while_()) {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

test('GET /api/health stays as fast while two connections send both bodies, 15 requests each', async () => {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  const sessionId = await newSession(shop);
  await healthTimes(port, 5);
  const baseline = median(await healthTimes(port, 30));

  let attacking = true;
  const attacker = async () => {
    for (let sent = 0; sent < 15; sent++) {
      const compressed = sent % 2 === 0;
      await post(port, '/api/cart/add', compressed ? brotliBomb : nestedMegabyte, {
        ...sessionHeader(sessionId),
        ...(compressed ? { 'content-encoding': 'br' } : {}),
      });
    }
  };
  const attack = Promise.all([attacker(), attacker()]).finally(() => (attacking = false));
  const during = await healthTimes(port, 1000, () => attacking);
  await attack;

  assert.ok(during.length >= 5, `only ${during.length} health checks ran during the attack`);
  // before the fix each of these requests held the event loop for a quarter of a second or more: health took
  // 400 to 600 ms on average, against 20 to 70 alone; the mean counts the checks that waited, which a median of many quick
  // ones between the blocks hides
  const mean = during.reduce((sum, time) => sum + time, 0) / during.length;
  assert.ok(
    mean < baseline * 2 + 100,
    `health took ${mean.toFixed(1)} ms on average during the attack, ${baseline.toFixed(1)} ms (median) before`,
  );
});
