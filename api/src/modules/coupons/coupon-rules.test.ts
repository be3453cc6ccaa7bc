import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema.ts';
import { bearer } from '../../test/requests.ts';
import {
  cartOf,
  createCoupon,
  daysFromToday,
  newSession,
  postAs,
  sessionWithCart,
  signedInCustomer,
} from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
  // the seeded automatic coupon would compete with the ones these tests make
  await shop.db.update(coupons).set({ autoApply: false }).where(eq(coupons.couponCode, 'MILLET05'));
});
after(() => shop.close());

const apply = (sessionId: string, coupon_code: string) =>
  postAs(shop, sessionId, '/api/cart/apply-coupon', { coupon_code });

test('a percentage coupon takes its share of the subtotal, in paise, and the cart shows it', async () => {
  const { sessionId, price } = await sessionWithCart(shop, { qty: 3 });
  const response = await apply(sessionId, 'health10');
  assert.equal(response.statusCode, 200, response.body);
  const discount = Math.round(price.pricePaise * 3 * 0.1) / 100;
  assert.deepEqual(response.json(), { status: true, message: 'Coupon applied.', discount });
  const cart = await cartOf(shop, sessionId);
  assert.equal(cart.discount, discount);
  assert.equal(cart.final_total, (price.pricePaise * 3) / 100 - discount);
  assert.deepEqual(JSON.parse(cart.coupon), { code: 'HEALTH10', value: discount });
});

test('an amount coupon takes its rupees off', async () => {
  const { sessionId, price } = await sessionWithCart(shop);
  assert.equal((await apply(sessionId, 'FLAT50RS')).json().discount, 50);
  assert.equal((await cartOf(shop, sessionId)).final_total, (price.pricePaise - 5000) / 100);
});

test('a 150% coupon or one worth more than the cart brings the total to 0, never below', async () => {
  for (const overrides of [
    { discountType: 'Percentage', discountValue: 150 },
    { discountType: 'Amount', discountValue: 10_000 },
  ] as const) {
    const { sessionId, price } = await sessionWithCart(shop);
    const coupon = await createCoupon(shop, overrides);
    assert.equal((await apply(sessionId, coupon.couponCode)).json().discount, price.pricePaise / 100);
    const cart = await cartOf(shop, sessionId);
    assert.equal(cart.final_total, 0);
    assert.equal(cart.discount, cart.subtotal);
  }
});

test('a code that cannot be used today is answered as one that does not exist', async () => {
  const { sessionId } = await sessionWithCart(shop);
  const notYet = await createCoupon(shop, { couponFromDate: daysFromToday(1), couponToDate: daysFromToday(10) });
  const ended = await createCoupon(shop, { couponFromDate: daysFromToday(-10), couponToDate: daysFromToday(-1) });
  const reserved = await createCoupon(shop, { email: 'someone@example.in' });
  const cases: [string, number, string][] = [
    ['', 400, 'Please enter a promocode.'],
    ['   ', 400, 'Please enter a promocode.'],
    ['NOSUCH01', 404, 'Invalid coupon code.'],
    ['DIWALI25', 404, 'Invalid coupon code.'],
    ['MONSOON5', 404, 'Invalid coupon code.'],
    [notYet.couponCode, 404, 'Invalid coupon code.'],
    [ended.couponCode, 404, 'Invalid coupon code.'],
    [reserved.couponCode, 404, 'Invalid coupon code.'],
    ["' OR 1=1 --", 404, 'Invalid coupon code.'],
  ];
  for (const [code, statusCode, message] of cases) {
    const response = await apply(sessionId, code);
    assert.equal(response.statusCode, statusCode, code);
    assert.deepEqual(response.json(), { status: false, message });
  }
  assert.equal((await cartOf(shop, sessionId)).coupon, null);
});

test('the first and last days of a coupon are included (India dates)', async () => {
  for (const window of [{ couponFromDate: daysFromToday(0) }, { couponToDate: daysFromToday(0) }]) {
    const { sessionId } = await sessionWithCart(shop);
    const coupon = await createCoupon(shop, window);
    assert.equal((await apply(sessionId, coupon.couponCode)).statusCode, 200);
  }
});

test('a coupon needs a product in the cart', async () => {
  const response = await apply(await newSession(shop), 'HEALTH10');
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: false, message: 'Add a product to your cart before applying a coupon.' });
});

test('a coupon that stops being valid is dropped at the next read of the cart', async () => {
  const { sessionId, price } = await sessionWithCart(shop);
  const coupon = await createCoupon(shop);
  await apply(sessionId, coupon.couponCode);
  await shop.db.update(coupons).set({ couponStatus: 0 }).where(eq(coupons.id, coupon.id));
  const cart = await cartOf(shop, sessionId);
  assert.equal(cart.coupon, null);
  assert.equal(cart.discount, 0);
  assert.equal(cart.final_total, price.pricePaise / 100);
  await shop.db.update(coupons).set({ couponStatus: 1 }).where(eq(coupons.id, coupon.id));
  assert.equal((await cartOf(shop, sessionId)).coupon, null);
});

test('auto-apply picks the best valid automatic coupon for a cart without one', async () => {
  const autoApply = (sessionId: string) => postAs(shop, sessionId, '/api/cart/auto-apply-coupon', {});
  const empty = await autoApply(await newSession(shop));
  assert.deepEqual(empty.json(), {
    status: false,
    message: 'Add a product to your cart before applying a coupon.',
    discount: 0,
  });

  const { sessionId, price } = await sessionWithCart(shop);
  const none = await autoApply(sessionId);
  assert.deepEqual(none.json(), { status: false, message: 'No coupon applies to this cart.', discount: 0 });

  await createCoupon(shop, { autoApply: true, discountValue: 3 });
  const best = await createCoupon(shop, { autoApply: true, discountValue: 7 });
  await createCoupon(shop, { autoApply: true, discountValue: 50, couponStatus: 0 });
  await createCoupon(shop, { autoApply: true, discountValue: 60, couponToDate: daysFromToday(-1) });
  const applied = await autoApply(sessionId);
  assert.equal(applied.statusCode, 200);
  assert.deepEqual(applied.json(), {
    status: true,
    message: 'Coupon applied.',
    discount: Math.round(price.pricePaise * 0.07) / 100,
  });
  assert.equal(JSON.parse((await cartOf(shop, sessionId)).coupon).code, best.couponCode);

  const again = await autoApply(sessionId);
  assert.deepEqual(again.json(), {
    status: true,
    message: 'A coupon is already applied.',
    discount: Math.round(price.pricePaise * 0.07) / 100,
  });
  await shop.db.update(coupons).set({ autoApply: false }).where(eq(coupons.autoApply, true));
});

test("coupon by e-mail applies the best coupon reserved for the address to that address's signed-in account", async () => {
  const { sessionId, price } = await sessionWithCart(shop);
  const { user, token } = await signedInCustomer(shop);
  await createCoupon(shop, { email: user.email, discountValue: 5 });
  const best = await createCoupon(shop, { email: user.email, discountType: 'Amount', discountValue: 40 });
  await createCoupon(shop, { email: user.email, discountValue: 90, couponStatus: 0 });
  const response = await postAs(
    shop,
    sessionId,
    '/api/cart/coupon-by-email',
    { email: ` ${user.email.toUpperCase()} ` },
    bearer(token),
  );
  assert.equal(response.statusCode, 200, response.body);
  assert.ok(price.pricePaise * 0.05 < 4000, 'the ₹40 coupon is the better one for this cart');
  assert.deepEqual(response.json(), { status: true, message: 'Coupon applied.', discount: 40 });
  assert.equal(JSON.parse((await cartOf(shop, sessionId)).coupon).code, best.couponCode);
});

test('anyone but the signed-in account gets one answer whether or not a coupon is reserved for the address', async () => {
  const { sessionId } = await sessionWithCart(shop);
  const holder = await signedInCustomer(shop);
  const stranger = await signedInCustomer(shop);
  await createCoupon(shop, { email: holder.user.email, discountValue: 30 });
  const ask = (email: string, token?: string) =>
    postAs(shop, sessionId, '/api/cart/coupon-by-email', { email }, bearer(token));
  const answers = [
    await ask(holder.user.email),
    await ask('nobody@example.in'),
    await ask(holder.user.email, stranger.token),
    await ask('nobody@example.in', stranger.token),
  ];
  for (const answer of answers) {
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), {
      status: false,
      message: 'A coupon reserved for an e-mail address is applied when you are logged in with that address.',
      discount: 0,
    });
  }
  assert.equal((await cartOf(shop, sessionId)).coupon, null);
  const own = await ask(stranger.user.email, stranger.token);
  assert.deepEqual(own.json(), {
    status: false,
    message: 'No coupon is available for this e-mail address.',
    discount: 0,
  });
  for (const email of ['root,attacker@evil.test', 'a\u0085Bcc:x@evil.test', '\u212Airan@example.in']) {
    const refused = await ask(email);
    assert.equal(refused.statusCode, 400, email);
    assert.deepEqual(refused.json(), { status: false, message: 'Please enter a valid email address.' }, email);
  }
});

test('the look-up is rate limited per client address', async () => {
  const sessionId = await newSession(shop);
  const ask = () =>
    shop.app.inject({
      method: 'POST',
      url: '/api/cart/coupon-by-email',
      headers: { 'x-session-id': sessionId },
      payload: { email: 'someone@example.in' },
      remoteAddress: '203.0.113.45',
    });
  for (let call = 0; call < 10; call += 1) assert.equal((await ask()).statusCode, 200);
  const refused = await ask();
  assert.equal(refused.statusCode, 429);
  assert.deepEqual(refused.json(), { status: false, message: 'Too many requests. Please try again in a few minutes.' });
  assert.ok(refused.headers['retry-after'], 'Retry-After');
});

test('the shop starts with its coupons: active, fixed-amount, automatic, expired and paused ones', async () => {
  const seeded = await shop.db.select({ code: coupons.couponCode }).from(coupons);
  const codes = seeded.map((row) => row.code);
  for (const code of ['HEALTH10', 'FLAT50RS', 'MILLET05', 'MONSOON5', 'DIWALI25'])
    assert.ok(codes.includes(code), code);
  assert.ok(codes.every((code) => /^[A-Z0-9]{8}$/.test(code)));
});
