import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cartLines, productCombos, productPrices, products } from '../../db/schema.ts';
import { addToCart, cartOf, FLOUR, newSession, postAs, priceOf, sessionWithCart } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { invalidateCatalog } from '../catalog/service.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 999.';

test('a cart call without a session, or with one the server never issued, is a 401 asking to reload', async () => {
  for (const headers of [{}, { 'x-session-id': 'made-up-session' }]) {
    const response = await shop.app.inject({ method: 'GET', url: '/api/cart', headers });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { status: false, message: 'Your session has expired. Please reload the page.' });
  }
});

test('a new session has an empty cart with zero totals', async () => {
  const cart = await cartOf(shop, await newSession(shop));
  assert.deepEqual(cart, {
    status: true,
    data: [],
    subtotal: 0,
    shipping_charge: 0,
    discount: 0,
    final_total: 0,
    coupon: null,
  });
});

test('added products are priced from the database; names and prices the client sends are ignored', async () => {
  const sessionId = await newSession(shop);
  const price = await priceOf(shop, FLOUR, '1 Kg');
  const response = await postAs(shop, sessionId, '/api/cart/add', [
    {
      product_id: price.productId,
      product_price_id: price.productPriceId,
      product_name: 'Free flour',
      price: 1,
      discounted_price: 0.01,
      qty: 2,
    },
  ]);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: true, message: 'Product added to cart.' });
  const cart = await cartOf(shop, sessionId);
  assert.equal(cart.data.length, 1);
  assert.equal(cart.data[0].product_name, FLOUR);
  assert.equal(cart.data[0].weight_unit, '1 Kg');
  assert.equal(cart.data[0].price, 339);
  assert.equal(cart.data[0].total_price, 678);
  assert.equal(cart.data[0].is_combo, 0);
  assert.match(cart.data[0].image, /\.(webp|jpg|png)$/);
  assert.equal(cart.subtotal, 678);
  assert.equal(cart.final_total, 678);
});

test('adding the same product and weight again adds to its quantity, which stops at 999', async () => {
  const { sessionId } = await sessionWithCart(shop, { qty: 3 });
  await addToCart(shop, sessionId, { qty: 4 });
  assert.equal((await cartOf(shop, sessionId)).data[0].qty, 7);
  await addToCart(shop, sessionId, { qty: 999 });
  const cart = await cartOf(shop, sessionId);
  assert.equal(cart.data.length, 1);
  assert.equal(cart.data[0].qty, 999);
});

test('an add stopped at 999 says so, with how many the cart holds; one that reaches 999 exactly does not', async () => {
  const sessionId = await newSession(shop);
  const flour = await priceOf(shop, FLOUR, '500 Gm');
  await addToCart(shop, sessionId, { weight: '1 Kg', qty: 5 });
  const add = (qty: number) =>
    postAs(shop, sessionId, '/api/cart/add', [
      { product_id: flour.productId, product_price_id: flour.productPriceId, qty },
    ]);
  assert.deepEqual((await add(999)).json(), { status: true, message: 'Product added to cart.' });
  for (const qty of [999, 1]) {
    const stopped = await add(qty);
    assert.equal(stopped.statusCode, 200);
    assert.deepEqual(stopped.json(), {
      status: true,
      message: 'Your cart holds at most 999 of an item, so it now has 999.',
    });
  }
  assert.equal((await cartOf(shop, sessionId)).data.find((line: { qty: number }) => line.qty === 999)?.qty, 999);

  const other = await newSession(shop);
  const [combo] = await shop.db.select().from(productCombos).where(eq(productCombos.status, 1)).limit(1);
  const addCombo = (combo_qty: number) =>
    postAs(shop, other, '/api/cart/add-combo', { combo_id: combo!.id, combo_qty });
  assert.equal((await addCombo(500)).json().message, 'Combo added to cart.');
  assert.equal((await addCombo(499)).json().message, 'Combo added to cart.');
  assert.equal((await addCombo(2)).json().message, 'Your cart holds at most 999 of an item, so it now has 999.');
});

test('an add sent again with its Idempotency-Key (a retry after a 503) adds once; another key adds again', async () => {
  const sessionId = await newSession(shop);
  const flour = await priceOf(shop, FLOUR, '500 Gm');
  const [combo] = await shop.db.select().from(productCombos).where(eq(productCombos.status, 1)).limit(1);
  const addFlour = (key: string) =>
    postAs(
      shop,
      sessionId,
      '/api/cart/add',
      [{ product_id: flour.productId, product_price_id: flour.productPriceId, qty: 2 }],
      { 'idempotency-key': key },
    );
  const addCombo = (key: string) =>
    postAs(shop, sessionId, '/api/cart/add-combo', { combo_id: combo!.id, combo_qty: 3 }, { 'idempotency-key': key });
  const quantities = async () => (await cartOf(shop, sessionId)).data.map((line: { qty: number }) => line.qty);

  const [first, second] = [randomUUID(), randomUUID()];
  for (const add of [addFlour, addCombo]) {
    for (const key of [first, first, second, second]) {
      const response = await add(key);
      assert.equal(response.statusCode, 200, response.body);
    }
  }
  assert.deepEqual(await quantities(), [4, 6]);

  await addToCart(shop, sessionId, { qty: 1 });
  await addToCart(shop, sessionId, { qty: 1 });
  assert.deepEqual(await quantities(), [6, 6], 'adds without a key still add every time');

  const malformed = await addFlour('not-a-uuid');
  assert.equal(malformed.statusCode, 400);
  assert.deepEqual(malformed.json(), { status: false, message: 'Invalid idempotency-key: must be a UUID' });
});

test('a quantity of 0, -1, 1000, 1.5 or text is refused with a clear message', async () => {
  const sessionId = await newSession(shop);
  const price = await priceOf(shop, FLOUR, '500 Gm');
  for (const qty of [0, -1, 1000, 1.5, 'abc', null]) {
    const add = await postAs(shop, sessionId, '/api/cart/add', [
      { product_id: price.productId, product_price_id: price.productPriceId, qty },
    ]);
    assert.equal(add.statusCode, 400, `add ${qty}`);
    assert.deepEqual(add.json(), { status: false, message: QUANTITY_MESSAGE });
  }
  await addToCart(shop, sessionId);
  for (const qty of [0, 1000]) {
    const update = await postAs(shop, sessionId, '/api/cart/update', {
      product_id: price.productId,
      product_price_id: price.productPriceId,
      qty,
    });
    assert.equal(update.statusCode, 400);
    assert.equal(update.json().message, QUANTITY_MESSAGE);
  }
  assert.equal((await cartOf(shop, sessionId)).data[0].qty, 1);
});

test('add takes exactly one item', async () => {
  const sessionId = await newSession(shop);
  const price = await priceOf(shop, FLOUR, '500 Gm');
  const item = { product_id: price.productId, product_price_id: price.productPriceId, qty: 1 };
  for (const payload of [[], [item, item], item]) {
    const response = await postAs(shop, sessionId, '/api/cart/add', payload);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, false);
  }
});

test('unknown ids, a weight of another product and an out-of-stock product are refused', async () => {
  const sessionId = await newSession(shop);
  const flour = await priceOf(shop, FLOUR, '500 Gm');
  const chilla = await priceOf(shop, 'High-Protein Chilla Mix', await firstWeight('High-Protein Chilla Mix'));
  const dosa = await priceOf(shop, 'Ragi Dosa Mix', await firstWeight('Ragi Dosa Mix'));
  const cases = [
    [{ product_id: flour.productId, product_price_id: 999_999, qty: 1 }, 404, 'Product not found.'],
    [{ product_id: 999_999, product_price_id: flour.productPriceId, qty: 1 }, 404, 'Product not found.'],
    [
      { product_id: flour.productId, product_price_id: chilla.productPriceId, qty: 1 },
      400,
      'This weight is not available for this product.',
    ],
    [
      { product_id: dosa.productId, product_price_id: dosa.productPriceId, qty: 1 },
      409,
      'This product is out of stock.',
    ],
    [
      { product_id: 1e12, product_price_id: flour.productPriceId, qty: 1 },
      400,
      'Invalid product_id: must be a positive whole number',
    ],
  ] as const;
  for (const [item, statusCode, message] of cases) {
    const response = await postAs(shop, sessionId, '/api/cart/add', [item]);
    assert.equal(response.statusCode, statusCode, message);
    assert.deepEqual(response.json(), { status: false, message });
  }
  assert.deepEqual((await cartOf(shop, sessionId)).data, []);
});

async function firstWeight(productName: string): Promise<string> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/products' });
  return response.json().data.find((product: { name: string }) => product.name === productName).prices[0].weight_unit;
}

test('an inactive product cannot be added, and one that becomes inactive leaves the cart total', async () => {
  const { sessionId, price } = await sessionWithCart(shop, {
    product: 'Millet Upma Mix',
    weight: await firstWeight('Millet Upma Mix'),
  });
  await shop.db.update(products).set({ productStatus: 0 }).where(eq(products.id, price.productId));
  invalidateCatalog();
  try {
    const cart = await cartOf(shop, sessionId);
    assert.deepEqual(cart.data, []);
    assert.equal(cart.subtotal, 0);
    const again = await postAs(shop, sessionId, '/api/cart/add', [
      { product_id: price.productId, product_price_id: price.productPriceId, qty: 1 },
    ]);
    assert.equal(again.statusCode, 404);
  } finally {
    await shop.db.update(products).set({ productStatus: 1 }).where(eq(products.id, price.productId));
    invalidateCatalog();
  }
});

test('combos: add, add again, update and remove, priced at the combo price', async () => {
  const sessionId = await newSession(shop);
  const [combo] = await shop.db.select().from(productCombos).where(eq(productCombos.status, 1)).limit(1);
  assert.ok(combo);
  const add = await postAs(shop, sessionId, '/api/cart/add-combo', { combo_id: combo.id, combo_qty: 1 });
  assert.deepEqual(add.json(), { status: true, message: 'Combo added to cart.' });
  await postAs(shop, sessionId, '/api/cart/add-combo', { combo_id: combo.id, combo_qty: 2 });
  let cart = await cartOf(shop, sessionId);
  assert.equal(cart.data.length, 1);
  assert.equal(cart.data[0].is_combo, 1);
  assert.equal(cart.data[0].combo_id, combo.id);
  assert.equal(cart.data[0].qty, 3);
  assert.equal(cart.data[0].price, combo.comboPricePaise / 100);
  assert.equal(cart.subtotal, (combo.comboPricePaise * 3) / 100);

  const update = await postAs(shop, sessionId, '/api/cart/update-combo', { combo_id: combo.id, combo_qty: 5 });
  assert.deepEqual(update.json(), { status: true, message: 'Cart updated.' });
  cart = await cartOf(shop, sessionId);
  assert.equal(cart.data[0].qty, 5);

  const remove = await postAs(shop, sessionId, '/api/cart/remove-combo', { combo_id: combo.id });
  assert.deepEqual(remove.json(), { status: true, message: 'Combo removed from cart.' });
  assert.deepEqual((await cartOf(shop, sessionId)).data, []);

  const missing = await postAs(shop, sessionId, '/api/cart/add-combo', { combo_id: 999_999, combo_qty: 1 });
  assert.deepEqual([missing.statusCode, missing.json().message], [404, 'Combo not found.']);
});

test('an inactive combo cannot be added', async () => {
  const sessionId = await newSession(shop);
  const [combo] = await shop.db.select().from(productCombos).limit(1);
  await shop.db.update(productCombos).set({ status: 0 }).where(eq(productCombos.id, combo!.id));
  invalidateCatalog();
  try {
    const response = await postAs(shop, sessionId, '/api/cart/add-combo', { combo_id: combo!.id, combo_qty: 1 });
    assert.deepEqual([response.statusCode, response.json().message], [404, 'Combo not found.']);
  } finally {
    await shop.db.update(productCombos).set({ status: 1 }).where(eq(productCombos.id, combo!.id));
    invalidateCatalog();
  }
});

test('update and remove change only this session’s lines; another session’s cart is never touched', async () => {
  const mine = await sessionWithCart(shop, { qty: 2 });
  const theirs = await sessionWithCart(shop, { qty: 5 });
  const { productId, productPriceId } = mine.price;

  const update = await postAs(shop, mine.sessionId, '/api/cart/update', {
    product_id: productId,
    product_price_id: productPriceId,
    qty: 9,
  });
  assert.deepEqual(update.json(), { status: true, message: 'Cart updated.' });
  assert.equal((await cartOf(shop, mine.sessionId)).data[0].qty, 9);
  assert.equal((await cartOf(shop, theirs.sessionId)).data[0].qty, 5);

  const remove = await postAs(shop, mine.sessionId, '/api/cart/remove', {
    product_id: productId,
    product_price_id: productPriceId,
  });
  assert.deepEqual(remove.json(), { status: true, message: 'Product removed from cart.' });
  assert.deepEqual((await cartOf(shop, mine.sessionId)).data, []);
  assert.equal((await cartOf(shop, theirs.sessionId)).data[0].qty, 5);

  // the line is gone from my cart, so naming it again reaches nothing, not their line
  const again = await postAs(shop, mine.sessionId, '/api/cart/update', {
    product_id: productId,
    product_price_id: productPriceId,
    qty: 1,
  });
  assert.deepEqual([again.statusCode, again.json().message], [404, 'This product is not in your cart.']);
  const stored = await shop.db.select().from(cartLines).where(eq(cartLines.sessionId, theirs.sessionId));
  assert.deepEqual(
    stored.map((line) => line.qty),
    [5],
  );
});

// A price changes the way the back office changes it: in the database, then the catalogue is rebuilt.
test('a price change in the catalogue shows in the cart at the next read', async () => {
  const { sessionId, price } = await sessionWithCart(shop, { weight: '2 Kg' });
  await shop.db
    .update(productPrices)
    .set({ discountedPricePaise: 60_000 })
    .where(eq(productPrices.id, price.productPriceId));
  invalidateCatalog();
  try {
    assert.equal((await cartOf(shop, sessionId)).data[0].price, 600);
  } finally {
    await shop.db
      .update(productPrices)
      .set({ discountedPricePaise: price.pricePaise })
      .where(eq(productPrices.id, price.productPriceId));
    invalidateCatalog();
  }
});

test('hostile bodies are 400s in the envelope, never 500s', async () => {
  const sessionId = await newSession(shop);
  const bodies: [string, unknown][] = [
    ['/api/cart/add', { not: 'an array' }],
    ['/api/cart/add', [{ product_id: '1; drop table', product_price_id: 1, qty: 1 }]],
    ['/api/cart/update', { product_id: -1, product_price_id: 1, qty: 1 }],
    ['/api/cart/remove-combo', { combo_id: 2 ** 40 }],
    ['/api/cart/apply-coupon', { coupon_code: 'A\u0000B' }],
    ['/api/cart/apply-coupon', { coupon_code: 'x'.repeat(101) }],
    ['/api/cart/coupon-by-email', { email: 'not-an-email' }],
  ];
  for (const [url, body] of bodies) {
    const response = await postAs(shop, sessionId, url, body);
    assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(body).slice(0, 60)}`);
    assert.equal(response.json().status, false);
  }
  const notJson = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: { 'x-session-id': sessionId, 'content-type': 'application/json' },
    payload: '{"broken',
  });
  assert.equal(notJson.statusCode, 400);
});
