/**
 * What an outside fuzzer sent, and the classes behind it: text the database cannot store, text over a
 * field's length, a webhook without a body, and the errors raised below the routes (a URL Fastify cannot
 * decode, headers Node's parser refuses, malformed JSON, a body of another type). Each is a 4xx in the
 * envelope `{ status: false, message }`, never a 500.
 */
import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { CartResponse } from 'shared/contracts/cart';
import type { CheckoutResponse } from 'shared/contracts/checkout';
import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import type { PaymentSettings } from './config.ts';
import { orders } from './db/schema.ts';
import { signatureOf } from './modules/payment/signature.ts';
import { NOT_A_PROXY } from './plugins/error-handling.ts';
import { cartOf, checkout, checkoutPayload, newSession, postAs, sessionWithCart } from './test/shop-builders.ts';
import { roomyRateLimits } from './test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from './test/test-shop.ts';

const payments: PaymentSettings = {
  provider: 'sandbox',
  keyId: 'sandbox',
  keySecret: 'fuzz-key-secret-0123456789',
  webhookSecret: 'fuzz-webhook-secret-0123456789',
};

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ payments, rateLimits: roomyRateLimits });
});
after(() => shop.close());

const envelope = (message: string) => ({ status: false, message });
const orderCount = async () => (await shop.db.select({ id: orders.id }).from(orders)).length;

const LONE_SURROGATES = ['\ud800x\udfff', 'Lalbagh \ud83d', '\ude00 Road'];
const UNICODE = 'must be valid Unicode text (it holds half of a surrogate pair)';
const NULL_CHARACTER = 'must not contain a null character';

/** A checkout whose one field holds `text`: an address field (stored as JSON), or a field stored as text. */
const checkoutWith = (field: 'billing_address' | 'contact_name' | 'order_notes', text: string) => {
  const payload = checkoutPayload();
  if (field === 'billing_address')
    return { ...payload, billing_address: { ...payload.billing_address, billing_address: text } };
  return { ...payload, [field]: text };
};

test('a lone surrogate in any field of a checkout is a 400 naming the field; no order, the cart kept', async () => {
  const { sessionId } = await sessionWithCart(shop);
  const before = await orderCount();
  for (const text of LONE_SURROGATES) {
    for (const [field, name] of [
      ['billing_address', 'billing_address.billing_address'],
      ['contact_name', 'contact_name'],
      ['order_notes', 'order_notes'],
    ] as const) {
      const response = await checkout(shop, sessionId, checkoutWith(field, text));
      assert.equal(response.statusCode, 400, `${field} ${JSON.stringify(text)}: ${response.body}`);
      assert.deepEqual(response.json(), envelope(`Invalid ${name}: ${UNICODE}`));
    }
  }
  assert.equal(await orderCount(), before);
  assert.equal(((await cartOf(shop, sessionId)) as CartResponse).data.length, 1);
});

test('a lone surrogate in the other kinds of field (array item, cart, contact, payment, newsletter, path, query) is a 400', async () => {
  const sessionId = await newSession(shop);
  const text = LONE_SURROGATES[0]!;
  const bodies: [url: string, payload: unknown, message: string][] = [
    [
      '/api/cart/add',
      [{ product_id: 1, product_price_id: 1, product_name: text, qty: 1 }],
      `Invalid product_name: ${UNICODE}`,
    ],
    ['/api/cart/apply-coupon', { coupon_code: text }, `Invalid coupon_code: ${UNICODE}`],
    ['/api/cart/coupon-by-email', { email: text }, 'Please enter a valid email address.'],
    [
      '/api/send-mail',
      { first_name: text, last_name: 'Rao', email: 'a@example.in', contact_no: '98765', message: '' },
      `Invalid first_name: ${UNICODE}`,
    ],
    [
      '/api/payment/verify',
      { id: 1, razorpay_order_id: 'order_1', razorpay_payment_id: text, razorpay_signature: 'f'.repeat(64) },
      `Invalid razorpay_payment_id: ${UNICODE}`,
    ],
    ['/api/payment/sandbox/pay', { order_id: text }, `Invalid order_id: ${UNICODE}`],
    ['/api/sign-up', { email: `${text}@example.in` }, NEWSLETTER_MESSAGES.invalidEmail],
  ];
  for (const [url, payload, message] of bodies) {
    const response = await postAs(shop, sessionId, url, payload);
    assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    assert.deepEqual(response.json(), envelope(message), url);
  }
  // a surrogate half in a URL is invalid UTF-8 (%ED%A0%80), which Fastify cannot decode
  const path = await shop.app.inject({ method: 'GET', url: '/api/products/%ED%A0%80' });
  assert.equal(path.statusCode, 400);
  assert.deepEqual(path.json(), envelope('The address of this request is not valid.'));
  const query = await shop.app.inject({ method: 'GET', url: '/api/states?country_id=%ED%A0%80' });
  assert.equal(query.statusCode, 400);
  assert.deepEqual(query.json(), envelope('Invalid country_id: must be a positive whole number'));
});

test('length is counted in characters, as PostgreSQL counts them: 300 emoji fit an address of 300, 301 do not', async () => {
  const { sessionId } = await sessionWithCart(shop);
  const over = await checkout(shop, sessionId, checkoutWith('billing_address', '🌾'.repeat(301)));
  assert.equal(over.statusCode, 400);
  assert.deepEqual(over.json(), envelope('Invalid billing_address.billing_address: must be at most 300 characters'));
  const overName = await checkout(shop, sessionId, checkoutWith('contact_name', '🙂'.repeat(201)));
  assert.equal(overName.statusCode, 400);
  assert.deepEqual(overName.json(), envelope('Invalid contact_name: must be at most 200 characters'));

  const full = await checkout(shop, sessionId, checkoutWith('billing_address', '🌾'.repeat(300)));
  assert.equal(full.statusCode, 200, full.body);
  const [stored] = await shop.db
    .select({ characters: sql<number>`char_length(${orders.billingAddress} ->> 'billing_address')` })
    .from(orders)
    .where(eq(orders.id, full.json<CheckoutResponse>().data.id));
  assert.equal(stored?.characters, 300);
});

test('a null character is a 400 wherever it is sent', async () => {
  const { sessionId } = await sessionWithCart(shop);
  for (const field of ['billing_address', 'contact_name', 'order_notes'] as const) {
    const response = await checkout(shop, sessionId, checkoutWith(field, 'Lalbagh\u0000Road'));
    assert.equal(response.statusCode, 400, field);
    assert.match(response.json<{ message: string }>().message, new RegExp(`${NULL_CHARACTER}$`));
  }
  const coupon = await postAs(shop, sessionId, '/api/cart/apply-coupon', { coupon_code: 'HEALTH10\u0000' });
  assert.equal(coupon.statusCode, 400);
  assert.deepEqual(coupon.json(), envelope(`Invalid coupon_code: ${NULL_CHARACTER}`));
  const message = await postAs(shop, sessionId, '/api/send-mail', {
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.in',
    contact_no: '98765',
    message: 'hello\u0000',
  });
  assert.equal(message.statusCode, 400);
  assert.deepEqual(message.json(), envelope(`Invalid message: ${NULL_CHARACTER}`));
});

const webhook = (headers: Record<string, string>, payload?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

test('a webhook with a signature header and no body, an empty body or a body that is not JSON is a 400', async () => {
  const signature = { 'x-razorpay-signature': 'ab'.repeat(32), 'x-razorpay-event-id': 'evt_fuzz' };
  const deliveries: [headers: Record<string, string>, payload?: string][] = [
    [signature],
    [{ ...signature, 'content-type': 'application/json' }, ''],
    [{ ...signature, 'content-type': 'application/json' }, 'not json'],
    [{ ...signature, 'content-type': 'text/plain' }, '{"event":"payment.captured"}'],
    [{ ...signature, 'content-type': 'application/octet-stream' }, '\u0000\u0001'],
  ];
  for (const [headers, payload] of deliveries) {
    const response = await webhook(headers, payload);
    assert.equal(response.statusCode, 400, `${JSON.stringify(headers)} ${JSON.stringify(payload)}`);
    assert.deepEqual(response.json(), envelope('Invalid signature.'));
  }
});

test('a correctly signed webhook whose body is empty, not JSON or not an event is a 400 "Invalid event."', async () => {
  for (const body of ['', 'not json', '{"event":"payment.captured\\u0000"}', '{"event":"\\ud800","payload":{}}']) {
    const response = await webhook(
      {
        'content-type': 'application/json',
        'x-razorpay-signature': signatureOf(payments.webhookSecret, body),
        'x-razorpay-event-id': `evt_${body.length}`,
      },
      body,
    );
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.deepEqual(response.json(), envelope('Invalid event.'));
  }
});

test('URLs Fastify cannot decode, or with a parameter over its length, are answered in the envelope', async () => {
  const badUrl = await shop.app.inject({ method: 'GET', url: '/api/%c0%ae' });
  assert.equal(badUrl.statusCode, 400);
  assert.match(String(badUrl.headers['content-type']), /^application\/json/);
  assert.deepEqual(badUrl.json(), envelope('The address of this request is not valid.'));

  const longParam = await shop.app.inject({ method: 'GET', url: `/api/products/${'9'.repeat(150)}` });
  assert.equal(longParam.statusCode, 414);
  assert.deepEqual(longParam.json(), envelope('The address of this request is too long.'));
});

test('malformed JSON, an empty JSON body and a body of another type are 4xx in the envelope', async () => {
  const sessionId = await newSession(shop);
  const send = (contentType: string, payload: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/cart/apply-coupon',
      headers: { 'x-session-id': sessionId, 'content-type': contentType },
      payload,
    });
  const malformed = await send('application/json', '{"coupon_code": ');
  assert.equal(malformed.statusCode, 400);
  assert.deepEqual(malformed.json(), envelope("Body is not valid JSON but content-type is set to 'application/json'"));
  const empty = await send('application/json', '');
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(empty.json(), envelope("Body cannot be empty when content-type is set to 'application/json'"));
  for (const contentType of [
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=x',
  ]) {
    const response = await send(contentType, 'coupon_code=HEALTH10');
    assert.equal(response.statusCode, 415, contentType);
    assert.deepEqual(response.json(), envelope('The request body must be JSON (Content-Type: application/json).'));
  }
});

test('a method a path does not have is a 405 in the envelope, naming the methods it has', async () => {
  for (const [method, url, allow] of [
    ['DELETE', '/api/cart', 'GET, HEAD'],
    ['PUT', '/api/checkout', 'POST'],
    ['GET', '/api/payment/webhook', 'POST'],
    ['PUT', '/api/health?verbose=1', 'GET, HEAD'],
  ] as const) {
    const response = await shop.app.inject({ method, url });
    assert.equal(response.statusCode, 405, `${method} ${url}`);
    assert.equal(response.headers.allow, allow, `${method} ${url}`);
    assert.deepEqual(response.json(), envelope('Method not allowed.'));
  }
});

test('a body sent to no route is not read: its type or size leaves the 404 or 405 as it is', async () => {
  const xml = { 'content-type': 'application/xml' };
  const wrongMethod = await shop.app.inject({ method: 'POST', url: '/api/health', headers: xml, payload: '<a/>' });
  assert.equal(wrongMethod.statusCode, 405);
  assert.equal(wrongMethod.headers.allow, 'GET, HEAD');
  const huge = await shop.app.inject({
    method: 'POST',
    url: '/api/no-such-call',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
  });
  assert.equal(huge.statusCode, 404);
  assert.deepEqual(huge.json(), envelope('Not found.'));
});

/** `inject` bypasses Node's HTTP parser: sends raw bytes to a listening shop and reads what it wrote before closing. */
const exchange = (port: number, request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });

/** The test shop's port, listening from the first call on. */
async function listeningPort(): Promise<number> {
  if (!shop.app.server.listening) await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return (shop.app.server.address() as AddressInfo).port;
}

test('over a real connection: an oversized header is a 431 and unreadable HTTP a 400, both in the envelope', async () => {
  const port = await listeningPort();

  const oversized = await exchange(
    port,
    `GET /api/products HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  assert.equal(oversized.status, 431);
  assert.match(oversized.headers, /\r\nContent-Type: application\/json/i);
  assert.deepEqual(JSON.parse(oversized.body), envelope('The request headers are too large.'));

  const garbage = await exchange(port, 'HELLO THERE\r\n\r\n');
  assert.equal(garbage.status, 400);
  assert.deepEqual(JSON.parse(garbage.body), envelope('The request is not valid HTTP.'));

  const badUrl = await exchange(port, 'GET /api/%c0%ae HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.equal(badUrl.status, 400);
  assert.deepEqual(JSON.parse(badUrl.body), envelope('The address of this request is not valid.'));
});

test('over a real connection: a CONNECT, as to a proxy, is a 405 in the envelope', async () => {
  const port = await listeningPort();

  const tunnel = await exchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  assert.equal(tunnel.status, 405);
  assert.match(tunnel.headers, /\r\nContent-Type: application\/json/i);
  assert.deepEqual(JSON.parse(tunnel.body), envelope(NOT_A_PROXY));
  // the server goes on answering
  assert.equal((await fetch(`http://127.0.0.1:${port}/api/products`)).status, 200);
});
