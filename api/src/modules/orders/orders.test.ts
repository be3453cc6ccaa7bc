import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, type Order } from 'shared/contracts/orders';
import type { CheckoutSettings } from '../../config.ts';
import { orders } from '../../db/schema.ts';
import { SIGN_IN_AGAIN } from '../auth/service.ts';
import { bearer, get } from '../../test/requests.ts';
import {
  addToCart,
  checkout,
  checkoutPayload,
  createCoupon,
  postAs,
  sessionWithCart,
  signedInCustomer,
} from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

const checkoutSettings: CheckoutSettings = { codEnabled: true, codShippingChargePaise: 5_000 };

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ checkout: checkoutSettings, rateLimits: roomyRateLimits });
});
after(() => shop.close());

/** An order placed by the signed-in customer (or by a guest without a token); answers its id. */
async function placeOrder(token: string | undefined, payload = checkoutPayload()) {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const response = await checkout(shop, sessionId, payload, { token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.id as number;
}

const orderOf = async (token: string, id: number): Promise<Order> => {
  const response = await get(shop, `/api/orders/${id}`, bearer(token));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
};

test('every orders call needs a signed-in customer: 401 without a token or with an unknown one', async () => {
  for (const url of ['/api/orders', '/api/orders/1', '/api/orders/cancel/1']) {
    const withoutToken = await get(shop, url);
    assert.equal(withoutToken.statusCode, 401, url);
    assert.deepEqual(withoutToken.json(), { status: false, message: SIGN_IN_AGAIN });
    assert.equal((await get(shop, url, bearer('not-a-token'))).statusCode, 401, url);
  }
  const revoked = await signedInCustomer(shop, { revoked: true });
  assert.equal((await get(shop, '/api/orders', bearer(revoked.token))).statusCode, 401);
});

test("the list holds the customer's own orders, newest first, and never another's or a guest's", async () => {
  const asha = await signedInCustomer(shop);
  const ravi = await signedInCustomer(shop);
  const first = await placeOrder(asha.token);
  const second = await placeOrder(asha.token);
  await placeOrder(ravi.token);
  // a guest order with the same contact e-mail is not the customer's until it is claimed
  await placeOrder(undefined, checkoutPayload({ contact_email: asha.user.email }));

  const response = await get(shop, '/api/orders', bearer(asha.token));
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], 'no-store');
  const body = response.json();
  assert.equal(body.status, true);
  assert.deepEqual(
    body.data.map((order: Order) => order.id),
    [second, first],
  );

  const fresh = await signedInCustomer(shop);
  assert.deepEqual((await get(shop, '/api/orders', bearer(fresh.token))).json(), { status: true, data: [] });
});

test('an order answers its published fields, money in rupees, with its items', async () => {
  const customer = await signedInCustomer(shop);
  const coupon = await createCoupon(shop, { discountType: 'Amount', discountValue: 20 });
  const { sessionId, price } = await sessionWithCart(shop, { weight: '1 Kg', qty: 2 });
  const halfKilo = await addToCart(shop, sessionId, { weight: '500 Gm', qty: 1 });
  assert.equal(
    (await postAs(shop, sessionId, '/api/cart/apply-coupon', { coupon_code: coupon.couponCode })).statusCode,
    200,
  );
  const payload = checkoutPayload({ order_notes: 'Please ring twice.', payment_type: 'cod' });
  const placed = await checkout(shop, sessionId, payload, { token: customer.token });
  assert.equal(placed.statusCode, 200, placed.body);
  const { id, order_number } = placed.json().data;

  const order = await orderOf(customer.token, id);
  const subtotalPaise = price.pricePaise * 2 + halfKilo.pricePaise;
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, id));
  assert.deepEqual(order, {
    id,
    order_number,
    created_at: row!.createdAt.toISOString(),
    type: 'user',
    order_status: 'Placed',
    payment_status: 'Pending',
    payment_type: 'cod',
    final_total: (subtotalPaise - 2_000 + 5_000) / 100,
    subtotal: subtotalPaise / 100,
    shipping_charge: 50,
    coupon: { code: coupon.couponCode, value: 20 },
    order_notes: 'Please ring twice.',
    contact_name: 'Asha Rao',
    contact_email: 'asha.rao@example.in',
    contact_mobile: '+919876543210',
    billing_address: payload.billing_address,
    shipping_address: payload.shipping_address,
    items: [
      {
        product_name: 'Gluten-Free Multigrain Flour (1 Kg)',
        price: price.pricePaise / 100,
        qty: 2,
        total_price: (price.pricePaise * 2) / 100,
      },
      {
        product_name: 'Gluten-Free Multigrain Flour (500 Gm)',
        price: halfKilo.pricePaise / 100,
        qty: 1,
        total_price: halfKilo.pricePaise / 100,
      },
    ],
    test_payment: false,
  });
});

test("another customer's order answers 404, exactly as a missing one; a malformed id is a 400", async () => {
  const owner = await signedInCustomer(shop);
  const other = await signedInCustomer(shop);
  const id = await placeOrder(owner.token);

  const someoneElses = await get(shop, `/api/orders/${id}`, bearer(other.token));
  const missing = await get(shop, '/api/orders/2147483647', bearer(other.token));
  assert.equal(someoneElses.statusCode, 404);
  assert.deepEqual(someoneElses.json(), missing.json());
  assert.deepEqual(missing.json(), { status: false, message: ORDER_MESSAGES.notFound });

  const cancelOfAnother = await get(shop, `/api/orders/cancel/${id}`, bearer(other.token));
  assert.equal(cancelOfAnother.statusCode, 404);
  assert.deepEqual(cancelOfAnother.json(), missing.json());
  assert.equal((await orderOf(owner.token, id)).order_status, 'Placed');

  for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
    assert.equal((await get(shop, `/api/orders/${bad}`, bearer(owner.token))).statusCode, 400, bad);
    assert.equal((await get(shop, `/api/orders/cancel/${bad}`, bearer(owner.token))).statusCode, 400, bad);
  }
});

test("cancel: a user-type order becomes 'Cancelled' once; a second cancel is a 409", async () => {
  const customer = await signedInCustomer(shop);
  const id = await placeOrder(customer.token);

  const cancelled = await get(shop, `/api/orders/cancel/${id}`, bearer(customer.token));
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.headers['cache-control'], 'no-store');
  assert.deepEqual(cancelled.json(), { status: true, success: true, message: 'Order has been canceled.' });
  assert.equal((await orderOf(customer.token, id)).order_status, 'Cancelled');

  const again = await get(shop, `/api/orders/cancel/${id}`, bearer(customer.token));
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), { status: false, message: ORDER_MESSAGES.alreadyCancelled });
});

test('two cancels at once: exactly one succeeds', async () => {
  const customer = await signedInCustomer(shop);
  const id = await placeOrder(customer.token);
  const answers = await Promise.all([1, 2, 3].map(() => get(shop, `/api/orders/cancel/${id}`, bearer(customer.token))));
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409]);
});

test('a guest order is never cancelled through this call, even once claimed by the account', async () => {
  const customer = await signedInCustomer(shop);
  const id = await placeOrder(undefined, checkoutPayload({ contact_email: customer.user.email }));
  // what claiming the order by mail does: it becomes the account's, still of type guest
  await shop.db.update(orders).set({ userId: customer.user.id }).where(eq(orders.id, id));

  const refused = await get(shop, `/api/orders/cancel/${id}`, bearer(customer.token));
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), { status: false, message: ORDER_MESSAGES.guestNotCancellable });
  assert.equal((await orderOf(customer.token, id)).order_status, 'Placed');
});

test('an order past Placed (shipped by the back office) can no longer be cancelled', async () => {
  const customer = await signedInCustomer(shop);
  const id = await placeOrder(customer.token);
  await shop.db.update(orders).set({ orderStatus: 'Shipped' }).where(eq(orders.id, id));

  const refused = await get(shop, `/api/orders/cancel/${id}`, bearer(customer.token));
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), { status: false, message: ORDER_MESSAGES.notCancellable });
  assert.equal((await orderOf(customer.token, id)).order_status, 'Shipped');
});

test('a paid order can be cancelled before it ships and stays Paid: its refund is due', async () => {
  const customer = await signedInCustomer(shop);
  const id = await placeOrder(customer.token);
  await shop.db.update(orders).set({ paymentStatus: 'Paid', paidAt: new Date() }).where(eq(orders.id, id));

  assert.equal((await get(shop, `/api/orders/cancel/${id}`, bearer(customer.token))).statusCode, 200);
  const order = await orderOf(customer.token, id);
  assert.equal(order.order_status, 'Cancelled');
  assert.equal(order.payment_status, 'Paid');
});
