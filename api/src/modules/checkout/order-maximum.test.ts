import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ORDER_MAXIMUM_MESSAGES } from 'shared/contracts/order-maximum';
import { orders, productPrices } from '../../db/schema.ts';
import { invalidateCatalog } from '../catalog/service.ts';
import { addToCart, cartOf, checkout, newSession, priceOf, FLOUR } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

/**
 * Sells the flour's 1 Kg at `rupees`, written straight into the database as a price saved before the back office
 * capped prices would be.
 */
async function priceFlourAt(rupees: number) {
  const { productPriceId } = await priceOf(shop, FLOUR, '1 Kg');
  await shop.db
    .update(productPrices)
    .set({ pricePaise: rupees * 100, discountedPricePaise: rupees * 100 })
    .where(eq(productPrices.id, productPriceId));
  invalidateCatalog();
}

const orderCount = async () => (await shop.db.select({ id: orders.id }).from(orders)).length;

test('3 × a ₹99,99,999 product: the cart shows the sum, and checkout refuses it with a 400 naming the maximum', async () => {
  await priceFlourAt(99_99_999);
  const sessionId = await newSession(shop);
  await addToCart(shop, sessionId, { weight: '1 Kg', qty: 3 });
  const cart = await cartOf(shop, sessionId);
  assert.equal(cart.subtotal, 2_99_99_997);

  const before = await orderCount();
  const refused = await checkout(shop, sessionId);
  assert.equal(refused.statusCode, 400, refused.body);
  assert.deepEqual(refused.json(), {
    status: false,
    message: 'An order can come to at most ₹5,00,000.00. Please remove some items from your cart.',
  });
  assert.equal(refused.json().message, ORDER_MAXIMUM_MESSAGES.orderAbove);
  assert.equal(await orderCount(), before, 'nothing was written');
  assert.equal((await cartOf(shop, sessionId)).data.length, 1, 'the cart is kept, to be made smaller');
});

test('one line at the most a cart holds (999) of a product at the maximum price is refused, not a 500', async () => {
  await priceFlourAt(5_00_000);
  const sessionId = await newSession(shop);
  await addToCart(shop, sessionId, { weight: '1 Kg', qty: 999 });
  const refused = await checkout(shop, sessionId);
  assert.equal(refused.statusCode, 400, refused.body);
  assert.equal(refused.json().message, ORDER_MAXIMUM_MESSAGES.orderAbove);
});

test('an order of exactly the maximum is placed; a rupee more is refused', async () => {
  await priceFlourAt(2_50_000);
  const atMaximum = await newSession(shop);
  await addToCart(shop, atMaximum, { weight: '1 Kg', qty: 2 });
  const placed = await checkout(shop, atMaximum);
  assert.equal(placed.statusCode, 200, placed.body);
  assert.equal(placed.json().data.final_total, 5_00_000);

  const above = await newSession(shop);
  await addToCart(shop, above, { weight: '1 Kg', qty: 2 });
  const { pricePaise } = await addToCart(shop, above, { weight: '500 Gm', qty: 1 });
  assert.ok(pricePaise > 0);
  const refused = await checkout(shop, above);
  assert.equal(refused.statusCode, 400, refused.body);
  assert.equal(refused.json().message, ORDER_MAXIMUM_MESSAGES.orderAbove);
});
