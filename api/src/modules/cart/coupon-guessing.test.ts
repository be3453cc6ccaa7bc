import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readConfig } from '../../config.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { sessionWithCart } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { assertTooMany } from '../../test/too-many.ts';

let shop: TestShop;
before(async () => {
  // the shop's own limits on coupon codes: 20 per client address and 10 per session in 10 minutes
  shop = await startTestShop({
    rateLimits: { ...roomyRateLimits, applyCoupon: readConfig({}).rateLimits.applyCoupon },
  });
});
after(() => shop.close());

const tryCode = (remoteAddress: string, sessionId: string, coupon_code: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/cart/apply-coupon',
    headers: { 'x-session-id': sessionId },
    payload: { coupon_code },
    remoteAddress,
  });

const INVALID = { status: false, message: 'Invalid coupon code.' };

test('a client address tries 20 codes in 10 minutes, whatever its sessions; the 21st is a 429, the right code too', async () => {
  const address = '192.0.2.71';
  const answers = [];
  for (let session = 0; session < 4; session += 1) {
    const { sessionId } = await sessionWithCart(shop);
    for (let guess = 0; guess < 5; guess += 1)
      answers.push(await tryCode(address, sessionId, `GUESS${session}${guess}A`));
  }
  assert.ok(answers.every((answer) => answer.statusCode === 404 && answer.body === JSON.stringify(INVALID)));
  const { sessionId } = await sessionWithCart(shop);
  assertTooMany(await tryCode(address, sessionId, 'HEALTH10'));
  // another address is not held back
  assert.equal((await tryCode('192.0.2.72', sessionId, 'HEALTH10')).statusCode, 200);
});

test('one session tries 10 codes in 10 minutes, from whatever address; the 11th is a 429', async () => {
  const { sessionId } = await sessionWithCart(shop);
  for (let guess = 0; guess < 10; guess += 1) {
    assert.equal((await tryCode(`198.51.100.${80 + guess}`, sessionId, `WRONG${guess}XY`)).statusCode, 404);
  }
  assertTooMany(await tryCode('198.51.100.99', sessionId, 'HEALTH10'));
});

test('an expired, a paused and a missing code get the same answer, byte for byte', async () => {
  const { sessionId } = await sessionWithCart(shop);
  const answers = await Promise.all(
    ['MONSOON5', 'DIWALI25', 'NOSUCH01'].map((code, index) => tryCode(`203.0.113.${index + 1}`, sessionId, code)),
  );
  assert.deepEqual(
    answers.map((answer) => [answer.statusCode, answer.body]),
    Array(3).fill([404, JSON.stringify(INVALID)]),
  );
});
