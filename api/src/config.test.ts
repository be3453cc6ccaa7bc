import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readConfig, readFuzzSettings, shop } from './config.ts';

test('mail is kept in the outbox by default, from the shop to its support address', () => {
  assert.deepEqual(readConfig({}).mail, {
    smtpUrl: undefined,
    from: `${shop.name} <no-reply@healthygrains.example>`,
    supportEmail: shop.supportEmail,
  });
});

test('SMTP_URL, MAIL_FROM and SUPPORT_EMAIL are read when set', () => {
  const { mail } = readConfig({
    SMTP_URL: 'smtps://shop:secret@smtp.example.in:465',
    MAIL_FROM: 'orders@example.in',
    SUPPORT_EMAIL: 'help@example.in',
  });
  assert.deepEqual(mail, {
    smtpUrl: 'smtps://shop:secret@smtp.example.in:465',
    from: 'orders@example.in',
    supportEmail: 'help@example.in',
  });
});

test('rate limits are counted in memory by default and in Redis with REDIS_URL', () => {
  const defaults = readConfig({}).rateLimits;
  assert.equal(defaults.redisUrl, undefined);
  assert.deepEqual(defaults.contact, { max: 5, timeWindowMs: 600_000 });
  assert.deepEqual(defaults.newsletter, { max: 5, timeWindowMs: 600_000 });
  assert.equal(
    readConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).rateLimits.redisUrl,
    'redis://cache.internal:6379/2',
  );
});

test('TRUST_PROXY: nobody by default; true, or a list of proxy addresses and ranges', () => {
  assert.equal(readConfig({}).trustProxy, false);
  assert.equal(readConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
  assert.deepEqual(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy, [
    '10.0.0.0/8',
    '127.0.0.1',
    'loopback',
  ]);
});

test('a malformed mail, Redis or proxy setting stops start-up with a message that names it', () => {
  for (const [name, value] of [
    ['SMTP_URL', 'http://smtp.example.in'],
    ['SMTP_URL', 'smtp.example.in:25'],
    ['MAIL_FROM', 'Healthy Grains'],
    ['MAIL_FROM', 'a@example.in\r\nBcc: b@example.in'],
    ['SUPPORT_EMAIL', 'support'],
    ['REDIS_URL', 'localhost:6379'],
    ['TRUST_PROXY', '2'],
    ['TRUST_PROXY', 'yes'],
  ] as const) {
    assert.throws(
      () => readConfig({ [name]: value }),
      new RegExp(`Invalid environment setting\\. ${name}:`),
      `${name}=${JSON.stringify(value)}`,
    );
  }
});

test('ADMIN_EMAIL and ADMIN_PASSWORD make the first admin, set together; SHOP_URL is where mailed links lead', () => {
  assert.deepEqual(readConfig({ ADMIN_EMAIL: 'Owner@Example.in', ADMIN_PASSWORD: 'Owner#Pass2024' }).adminSeed, {
    email: 'owner@example.in',
    password: 'Owner#Pass2024',
  });
  assert.equal(readConfig({}).adminSeed, undefined);
  assert.throws(() => readConfig({ ADMIN_EMAIL: 'owner@example.in' }), /ADMIN_EMAIL and ADMIN_PASSWORD/);
  assert.throws(() => readConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'short' }), /ADMIN_PASSWORD/);
  assert.equal(readConfig({}).accounts.shopUrl, 'http://localhost:8080');
  assert.equal(readConfig({ SHOP_URL: 'https://shop.example.in/' }).accounts.shopUrl, 'https://shop.example.in');
  assert.throws(() => readConfig({ SHOP_URL: 'ftp://shop.example.in' }), /SHOP_URL/);
});

test('shutdown: no delay and 20 s for requests in flight by default; SHUTDOWN_DELAY and SHUTDOWN_TIMEOUT in seconds', () => {
  assert.deepEqual(readConfig({}).shutdown, { delayMs: 0, timeoutMs: 20_000 });
  assert.deepEqual(readConfig({ SHUTDOWN_DELAY: '5', SHUTDOWN_TIMEOUT: '2.5' }).shutdown, {
    delayMs: 5_000,
    timeoutMs: 2_500,
  });
  assert.throws(() => readConfig({ SHUTDOWN_TIMEOUT: 'soon' }), /SHUTDOWN_TIMEOUT/);
});

test('metrics are off by default; METRICS_PORT serves them on HOST, or on METRICS_HOST', () => {
  assert.equal(readConfig({}).metrics, undefined);
  assert.deepEqual(readConfig({ METRICS_PORT: '9464' }).metrics, { port: 9464, host: '0.0.0.0' });
  assert.deepEqual(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).metrics, {
    port: 9464,
    host: '127.0.0.1',
  });
  assert.throws(() => readConfig({ METRICS_PORT: '70000' }), /METRICS_PORT/);
});

test('FUZZ_RUNS, FUZZ_SEED and FUZZ_PATH: a fixed run by default, and a malformed one is named', () => {
  assert.deepEqual(readFuzzSettings({}), { runs: 2_000, seed: 13_112_026, path: undefined });
  assert.deepEqual(readFuzzSettings({ FUZZ_RUNS: '100000', FUZZ_SEED: '-7', FUZZ_PATH: '42:1:0' }), {
    runs: 100_000,
    seed: -7,
    path: '42:1:0',
  });
  assert.throws(() => readFuzzSettings({ FUZZ_RUNS: 'many' }), /^Error: Invalid fuzz setting\. FUZZ_RUNS: /);
  assert.throws(() => readFuzzSettings({ FUZZ_PATH: '42;rm' }), /FUZZ_PATH is the path a failed fuzz run printed/);
});

test('PAYMENT_PROVIDER: the sandbox by default, but NODE_ENV=production needs it said, naming the setting', () => {
  assert.equal(readConfig({}).payments.provider, 'sandbox');
  assert.equal(readConfig({ NODE_ENV: 'development' }).payments.provider, 'sandbox');
  for (const unset of [{}, { PAYMENT_PROVIDER: ' ' }]) {
    assert.throws(
      () => readConfig({ NODE_ENV: 'production', ...unset }),
      /^Error: Invalid environment setting\. PAYMENT_PROVIDER must be set when NODE_ENV=production/,
    );
  }
  assert.equal(readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).payments.provider, 'sandbox');
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
  assert.equal(
    readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', ...razorpay }).payments.provider,
    'razorpay',
  );
  assert.throws(() => readConfig({ PAYMENT_PROVIDER: 'paypal' }), /Invalid environment setting\. PAYMENT_PROVIDER:/);
});

test('NODE_ENV is development, test, production or unset: any other value stops the start, naming the setting', () => {
  for (const value of ['development', 'test']) {
    assert.equal(readConfig({ NODE_ENV: value }).payments.provider, 'sandbox');
  }
  assert.throws(
    () => readConfig({ NODE_ENV: ' production ' }),
    /PAYMENT_PROVIDER must be set when NODE_ENV=production/,
  );
  for (const value of ['Production', 'prod', 'staging']) {
    assert.throws(
      () => readConfig({ NODE_ENV: value }),
      /^Error: Invalid environment setting\. NODE_ENV: must be development, test or production$/,
      value,
    );
  }
});

test('API_HEAP_MB caps the API’s heap at 1024 MB unless set, and refuses a cap too small to hold the shop', () => {
  assert.equal(readConfig({}).heapMb, 1024);
  assert.equal(readConfig({ API_HEAP_MB: '2048' }).heapMb, 2048);
  assert.throws(() => readConfig({ API_HEAP_MB: '100' }), /API_HEAP_MB/);
  assert.throws(() => readConfig({ API_HEAP_MB: 'lots' }), /API_HEAP_MB/);
});
