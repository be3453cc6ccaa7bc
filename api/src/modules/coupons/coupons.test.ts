import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { COUPON_MESSAGES, type CouponRequest } from 'shared/contracts/coupons';
import { coupons } from '../../db/schema.ts';
import { bearer, send } from '../../test/requests.ts';
import { cartOf, daysFromToday, postAs, sessionWithCart } from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer } from '../../test/account-builders.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';

let shop: TestShop;
let adminToken: string;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
  // the seeded automatic coupon would compete with the ones these tests make
  await shop.db.update(coupons).set({ autoApply: false }).where(eq(coupons.couponCode, 'MILLET05'));
  adminToken = (await signedInAdmin(shop)).adminToken;
});
after(() => shop.close());

let codes = 0;
/** A fresh code of 8 letters and digits each call. */
const newCode = () =>
  `CP${Date.now().toString(36).slice(-3).toUpperCase()}${String((codes += 1) % 1000).padStart(3, '0')}`;

/** The form as the Manage Coupon modal fills it: valid from yesterday for a month, 10 %. */
const couponForm = <Overrides extends Partial<Record<keyof CouponRequest, unknown>>>(
  overrides: Overrides = {} as Overrides,
) => ({
  coupon_code: newCode(),
  coupon_from_date: daysFromToday(-1),
  coupon_to_date: daysFromToday(30),
  discount_type: 'Percentage',
  discount_percentage: 10,
  coupon_description: '10% off grains',
  coupon_status: 1,
  ...overrides,
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(shop, method, url, payload, bearer(adminToken));

async function store(form: object = couponForm()) {
  const response = await asAdmin('POST', '/api/coupons/store', form);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data;
}

const apply = (sessionId: string, coupon_code: string) =>
  postAs(shop, sessionId, '/api/cart/apply-coupon', { coupon_code });

test('an admin creates a coupon: saved with every field, first in the list, and it applies in a cart', async () => {
  const form = couponForm({ coupon_code: ` ${newCode().toLowerCase()} `, discount_percentage: '12.5' });
  const response = await asAdmin('POST', '/api/coupons/store', form);
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json();
  assert.deepEqual(
    { ...body, data: { ...body.data, id: 0 } },
    {
      status: true,
      success: true,
      message: 'Coupon saved successfully!',
      data: {
        id: 0,
        coupon_code: form.coupon_code.trim().toUpperCase(),
        coupon_from_date: form.coupon_from_date,
        coupon_to_date: form.coupon_to_date,
        discount_type: 'Percentage',
        discount_percentage: 12.5,
        coupon_description: '10% off grains',
        coupon_status: 1,
      },
    },
  );

  const list = await asAdmin('GET', '/api/coupons');
  assert.equal(list.statusCode, 200, list.body);
  assert.equal(list.json().status, true);
  assert.deepEqual(list.json().data[0], body.data, 'newest first');
  assert.ok(list.json().data.some((coupon: { coupon_code: string }) => coupon.coupon_code === 'DIWALI25'));

  const { sessionId, price } = await sessionWithCart(shop);
  const applied = await apply(sessionId, body.data.coupon_code);
  assert.equal(applied.statusCode, 200, applied.body);
  assert.equal(applied.json().discount, Math.round(price.pricePaise * 0.125) / 100);
});

test('left out, the type is Percentage and the status 1; an Amount takes rupees with 2 decimals', async () => {
  const { discount_type: _type, coupon_status: _status, coupon_description: _description, ...bare } = couponForm();
  const defaults = await store(bare);
  assert.deepEqual(
    [defaults.discount_type, defaults.coupon_status, defaults.coupon_description],
    ['Percentage', 1, ''],
  );

  const amount = await store(couponForm({ discount_type: 'Amount', discount_percentage: '49.99' }));
  assert.deepEqual([amount.discount_type, amount.discount_percentage], ['Amount', 49.99]);
  const oneDay = await store(couponForm({ coupon_from_date: daysFromToday(0), coupon_to_date: daysFromToday(0) }));
  assert.equal(oneDay.coupon_from_date, oneDay.coupon_to_date);
  assert.equal((await store(couponForm({ discount_percentage: 100 }))).discount_percentage, 100);
});

test("the coupon form's rules, each refused with its message", async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ coupon_code: undefined }, 'Coupon code is required.'],
    [{ coupon_code: '   ' }, 'Coupon code is required.'],
    [{ coupon_code: null }, COUPON_MESSAGES.codeFormat],
    [{ coupon_code: 'SAVE10' }, COUPON_MESSAGES.codeFormat],
    [{ coupon_code: 'SAVE-100' }, COUPON_MESSAGES.codeFormat],
    [{ coupon_code: 'SAVE10000' }, COUPON_MESSAGES.codeFormat],
    [{ coupon_code: 'x'.repeat(31) }, COUPON_MESSAGES.codeFormat],
    [{ coupon_code: 12345678 }, COUPON_MESSAGES.codeFormat],
    [{ coupon_from_date: undefined }, 'Start date is required.'],
    [{ coupon_from_date: '' }, 'Start date is required.'],
    [{ coupon_from_date: '2026-02-30' }, COUPON_MESSAGES.startDateInvalid],
    [{ coupon_from_date: '30/01/2026' }, COUPON_MESSAGES.startDateInvalid],
    [{ coupon_to_date: undefined }, 'End date is required.'],
    [{ coupon_to_date: '2026-13-01' }, COUPON_MESSAGES.endDateInvalid],
    [{ coupon_from_date: daysFromToday(5), coupon_to_date: daysFromToday(4) }, COUPON_MESSAGES.endBeforeStart],
    [{ discount_percentage: undefined }, 'Discount is required.'],
    [{ discount_percentage: '' }, 'Discount is required.'],
    [{ discount_percentage: 0 }, COUPON_MESSAGES.discountPositive],
    [{ discount_percentage: -5 }, COUPON_MESSAGES.discountPositive],
    [{ discount_percentage: 'ten' }, COUPON_MESSAGES.discountPositive],
    [{ discount_percentage: true }, COUPON_MESSAGES.discountPositive],
    [{ discount_percentage: 10.555 }, COUPON_MESSAGES.discountDecimals],
    [{ discount_percentage: 100.01 }, COUPON_MESSAGES.percentageTooHigh],
    [{ discount_type: 'Amount', discount_percentage: 100_000_000 }, COUPON_MESSAGES.discountTooLarge],
    [{ discount_type: 'Amount', discount_percentage: 1e21 }, COUPON_MESSAGES.discountTooLarge],
    [{ discount_type: 'Fixed' }, COUPON_MESSAGES.discountTypeInvalid],
    [{ coupon_status: 2 }, COUPON_MESSAGES.statusInvalid],
    [{ coupon_status: '1' }, COUPON_MESSAGES.statusInvalid],
    [{ coupon_description: 'x'.repeat(501) }, 'Invalid coupon_description: must be at most 500 characters'],
    [{ coupon_description: 'a\u0000b' }, 'Invalid coupon_description: must not contain a null character'],
  ];
  const before = (await asAdmin('GET', '/api/coupons')).json().data.length;
  for (const [overrides, message] of cases) {
    const form = couponForm(overrides);
    for (const [method, url] of [
      ['POST', '/api/coupons/store'],
      ['PUT', '/api/coupons/update/1'],
    ] as const) {
      const response = await asAdmin(method, url, form);
      assert.equal(response.statusCode, 400, `${method} ${JSON.stringify(overrides).slice(0, 80)}: ${response.body}`);
      assert.deepEqual(response.json(), { status: false, message }, JSON.stringify(overrides).slice(0, 80));
    }
  }
  assert.equal((await asAdmin('GET', '/api/coupons')).json().data.length, before, 'nothing was saved');
  const [seeded] = await shop.db.select().from(coupons).where(eq(coupons.id, 1));
  assert.equal(seeded!.couponCode, 'HEALTH10', 'coupon 1 is unchanged');
});

test('a code another coupon has is a 409, in any case; a coupon keeps its own code on an update', async () => {
  const existing = await store();
  for (const code of [existing.coupon_code, existing.coupon_code.toLowerCase(), 'HEALTH10']) {
    const created = await asAdmin('POST', '/api/coupons/store', couponForm({ coupon_code: code }));
    assert.deepEqual(
      [created.statusCode, created.json()],
      [409, { status: false, message: COUPON_MESSAGES.codeTaken }],
    );
  }
  const updated = await asAdmin('PUT', `/api/coupons/update/${existing.id}`, couponForm({ coupon_code: 'health10' }));
  assert.deepEqual([updated.statusCode, updated.json()], [409, { status: false, message: COUPON_MESSAGES.codeTaken }]);
  const same = await asAdmin(
    'PUT',
    `/api/coupons/update/${existing.id}`,
    couponForm({ coupon_code: existing.coupon_code }),
  );
  assert.equal(same.statusCode, 200, same.body);
});

test('of admins saving the same new code at the same moment, one wins and the others get the 409', async () => {
  const form = couponForm();
  const responses = await Promise.all(Array.from({ length: 5 }, () => asAdmin('POST', '/api/coupons/store', form)));
  assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 409, 409, 409, 409]);
});

test('an update saves the form; type, status and description left out stay as they were', async () => {
  const coupon = await store(couponForm({ discount_type: 'Amount', discount_percentage: 75, coupon_status: 0 }));
  const code = newCode();
  const response = await asAdmin('PUT', `/api/coupons/update/${coupon.id}`, {
    coupon_code: code,
    coupon_from_date: daysFromToday(2),
    coupon_to_date: daysFromToday(9),
    discount_percentage: 80,
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), {
    status: true,
    success: true,
    message: 'Coupon saved successfully!',
    data: {
      id: coupon.id,
      coupon_code: code,
      coupon_from_date: daysFromToday(2),
      coupon_to_date: daysFromToday(9),
      discount_type: 'Amount',
      discount_percentage: 80,
      coupon_description: '10% off grains',
      coupon_status: 0,
    },
  });
  const listed = (await asAdmin('GET', '/api/coupons')).json().data;
  assert.deepEqual(
    listed.find((each: { id: number }) => each.id === coupon.id),
    response.json().data,
  );
});

test('an update or status change of a coupon that does not exist is a 404; a bad id a 400', async () => {
  const missing = await asAdmin('PUT', '/api/coupons/update/999999', couponForm());
  assert.deepEqual([missing.statusCode, missing.json()], [404, { status: false, message: COUPON_MESSAGES.notFound }]);
  const missingStatus = await asAdmin('POST', '/api/coupons/updateStatus', { id: 999_999, coupon_status: 0 });
  assert.deepEqual(
    [missingStatus.statusCode, missingStatus.json()],
    [404, { status: false, message: COUPON_MESSAGES.notFound }],
  );
  for (const id of ['abc', '0', '-1', '1.5', '..%2F1', '99999999999']) {
    const response = await asAdmin('PUT', `/api/coupons/update/${id}`, couponForm());
    assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
  }
  for (const payload of [{ id: 1 }, { id: 1, coupon_status: 2 }, { id: '1', coupon_status: 0 }, { coupon_status: 0 }]) {
    const response = await asAdmin('POST', '/api/coupons/updateStatus', payload);
    assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
  }
});

test('a coupon deactivated in the back office stops applying at once; reactivated, it applies again', async () => {
  const coupon = await store();
  const { sessionId } = await sessionWithCart(shop);
  assert.equal((await apply(sessionId, coupon.coupon_code)).statusCode, 200);
  assert.equal(JSON.parse((await cartOf(shop, sessionId)).coupon).code, coupon.coupon_code);

  const deactivated = await asAdmin('POST', '/api/coupons/updateStatus', { id: coupon.id, coupon_status: 0 });
  assert.equal(deactivated.statusCode, 200, deactivated.body);
  assert.deepEqual(deactivated.json(), {
    status: true,
    success: true,
    message: COUPON_MESSAGES.statusUpdated,
    data: { ...coupon, coupon_status: 0 },
  });
  const cart = await cartOf(shop, sessionId);
  assert.deepEqual([cart.coupon, cart.discount], [null, 0], 'the cart that held it lost it');
  const again = await apply(sessionId, coupon.coupon_code);
  assert.deepEqual([again.statusCode, again.json().message], [404, 'Invalid coupon code.']);

  assert.equal(
    (await asAdmin('POST', '/api/coupons/updateStatus', { id: coupon.id, coupon_status: 1 })).statusCode,
    200,
  );
  assert.equal((await apply(sessionId, coupon.coupon_code)).statusCode, 200);
});

test('a customer can neither list nor change coupons, and nothing is saved', async () => {
  const customer = await confirmedCustomer(shop);
  const form = couponForm();
  for (const [method, url, payload] of [
    ['GET', '/api/coupons', undefined],
    ['POST', '/api/coupons/store', form],
    ['PUT', '/api/coupons/update/1', form],
    ['POST', '/api/coupons/updateStatus', { id: 1, coupon_status: 0 }],
  ] as const) {
    const response = await shop.app.inject({ method, url, headers: bearer(customer.token), payload });
    assert.deepEqual(
      [response.statusCode, response.json()],
      [403, { status: false, message: ACCOUNT_MESSAGES.notAllowed }],
    );
  }
  assert.equal((await shop.db.select().from(coupons).where(eq(coupons.couponCode, form.coupon_code))).length, 0);
  const [first] = await shop.db.select().from(coupons).where(eq(coupons.id, 1));
  assert.equal(first!.couponStatus, 1);
});
