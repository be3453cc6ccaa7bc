import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { comboListResponse, comboResponse, productListResponse, productResponse } from 'shared/contracts/catalog';
import { errorEnvelope } from 'shared/contracts/envelope';
import { productCombos, products } from '../../db/schema.ts';
import { get } from '../../test/requests.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { invalidateCatalog } from './service.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

test('the product list matches the contract: active products by id, with images and prices', async () => {
  const response = await get(shop, '/api/products');
  assert.equal(response.statusCode, 200);
  const body = productListResponse.parse(response.json());
  assert.deepEqual(
    body.data.map((product) => product.id),
    [1, 2, 3, 4],
  );
  assert.deepEqual(
    body.data.map((product) => product.name),
    ['Gluten-Free Multigrain Flour', 'High-Protein Chilla Mix', 'Millet Upma Mix', 'Ragi Dosa Mix'],
  );
  assert.equal(body.data.filter((product) => product.is_best_seller === 1).length, 3);
  assert.equal(body.data.find((product) => product.name === 'Ragi Dosa Mix')?.in_stock, 0);
});

test('a list item carries no detail fields', async () => {
  const [first] = (await get(shop, '/api/products')).json().data;
  assert.deepEqual(Object.keys(first).sort(), [
    'id',
    'images',
    'in_stock',
    'is_best_seller',
    'name',
    'prices',
    'updated_at',
  ]);
});

test('prices come in rupees with two decimals, in the order the shop set', async () => {
  const { data } = productResponse.parse((await get(shop, '/api/products/1')).json());
  assert.deepEqual(
    data.prices.map(({ weight_unit, price, discounted_price }) => ({ weight_unit, price, discounted_price })),
    [
      { weight_unit: '500 Gm', price: 199, discounted_price: 179 },
      { weight_unit: '1 Kg', price: 379, discounted_price: 339 },
      { weight_unit: '2 Kg', price: 729, discounted_price: 649 },
    ],
  );
});

test('a product detail has everything its page shows, the default image first', async () => {
  const response = await get(shop, '/api/products/2');
  assert.equal(response.statusCode, 200);
  const { data } = productResponse.parse(response.json());
  assert.equal(data.name, 'High-Protein Chilla Mix');
  assert.equal(data.images[0]?.is_default, 1);
  assert.equal(data.images.filter((image) => image.is_default === 1).length, 1);
  assert.ok(data.images.length >= 2);
  assert.ok(data.ingredients.length > 0);
  assert.ok(data.descriptions.length >= 2);
  assert.deepEqual(data.nutritional_information[0]?.columns, ['Per 100 g', 'Per Serving (50 g)']);
  assert.ok(
    data.nutritional_information[0].rows.some((row) => Object.values(row.values).includes('')),
    'some cells are empty',
  );
  assert.ok(data.serving_size && data.serving_per_container);
  assert.deepEqual(
    data.how_to_use.map((step) => step.step_order),
    [1, 2, 3, 4],
  );
  assert.equal(data.how_to_use_image, 'high-protein-chilla-mix-how-to-use.webp');
  assert.ok(data.how_to_use_tip);
});

test('the out-of-stock product has nutrition rows but no values in them', async () => {
  const { data } = productResponse.parse((await get(shop, '/api/products/4')).json());
  assert.equal(data.in_stock, 0);
  const cells = data.nutritional_information.flatMap((table) => table.rows.flatMap((row) => Object.values(row.values)));
  assert.ok(cells.length > 0);
  assert.ok(cells.every((cell) => cell === ''));
});

test("the combo list matches the contract and names each combo's products", async () => {
  const response = await get(shop, '/api/product-combos');
  assert.equal(response.statusCode, 200);
  const { data } = comboListResponse.parse(response.json());
  assert.deepEqual(
    data.map((combo) => combo.name),
    ['Breakfast Combo', 'Family Pack'],
  );
  assert.ok(data.every((combo) => combo.is_best_seller === 1));
  assert.deepEqual(
    data[0]?.combo_items.map((item) => item.product),
    [
      { id: 2, name: 'High-Protein Chilla Mix' },
      { id: 3, name: 'Millet Upma Mix' },
    ],
  );
  assert.deepEqual(Object.keys(data[0].combo_items[0]!.product).sort(), ['id', 'name']);
});

test('a combo detail carries each of its products in full', async () => {
  const response = await get(shop, '/api/product-combos/2');
  assert.equal(response.statusCode, 200);
  const { data } = comboResponse.parse(response.json());
  assert.equal(data.name, 'Family Pack');
  assert.equal(data.combo_price, 999);
  assert.equal(data.image, 'family-pack.webp');
  assert.deepEqual(
    data.combo_items.map((item) => item.product.name),
    ['Gluten-Free Multigrain Flour', 'High-Protein Chilla Mix', 'Millet Upma Mix'],
  );
  assert.ok(
    data.combo_items.every((item) => item.product.ingredients.length > 0 && item.product.how_to_use.length > 0),
  );
});

for (const [url, message] of [
  ['/api/products/999', 'Product not found.'],
  ['/api/product-combos/999', 'Combo not found.'],
] as const) {
  test(`an unknown id answers 404 "${message}" (${url})`, async () => {
    const response = await get(shop, url);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: false, message });
  });
}

for (const id of ['abc', '-1', '1.5', '0', '99999999999999', '%20']) {
  test(`a malformed id "${id}" answers 400 "Invalid id: must be a positive whole number", never 500`, async () => {
    for (const base of ['/api/products', '/api/product-combos']) {
      const response = await get(shop, `${base}/${id}`);
      assert.equal(response.statusCode, 400, `${base}/${id}`);
      const body = errorEnvelope.parse(response.json());
      assert.equal(body.message, 'Invalid id: must be a positive whole number');
    }
  });
}

test('an inactive product is neither listed, nor shown, nor sold inside a combo', async () => {
  await shop.db.update(products).set({ productStatus: 0 }).where(eq(products.id, 2));
  invalidateCatalog();
  try {
    const list = productListResponse.parse((await get(shop, '/api/products')).json());
    assert.deepEqual(
      list.data.map((product) => product.id),
      [1, 3, 4],
    );
    const detail = await get(shop, '/api/products/2');
    assert.equal(detail.statusCode, 404);
    assert.deepEqual(detail.json(), { status: false, message: 'Product not found.' });
    const combo = comboResponse.parse((await get(shop, '/api/product-combos/1')).json());
    assert.deepEqual(
      combo.data.combo_items.map((item) => item.product.id),
      [3],
    );
    const combos = comboListResponse.parse((await get(shop, '/api/product-combos')).json());
    assert.ok(combos.data.every((entry) => entry.combo_items.every((item) => item.product.id !== 2)));
  } finally {
    await shop.db.update(products).set({ productStatus: 1 }).where(eq(products.id, 2));
    invalidateCatalog();
  }
});

test('an inactive combo is neither listed nor shown', async () => {
  await shop.db.update(productCombos).set({ status: 0 }).where(eq(productCombos.id, 1));
  invalidateCatalog();
  try {
    const list = comboListResponse.parse((await get(shop, '/api/product-combos')).json());
    assert.deepEqual(
      list.data.map((combo) => combo.id),
      [2],
    );
    const detail = await get(shop, '/api/product-combos/1');
    assert.equal(detail.statusCode, 404);
    assert.deepEqual(detail.json(), { status: false, message: 'Combo not found.' });
  } finally {
    await shop.db.update(productCombos).set({ status: 1 }).where(eq(productCombos.id, 1));
    invalidateCatalog();
  }
});

test('a change to the catalogue shows once the catalogue is invalidated', async () => {
  await shop.db.update(products).set({ name: 'Multigrain Atta' }).where(eq(products.id, 1));
  invalidateCatalog();
  const { data } = productResponse.parse((await get(shop, '/api/products/1')).json());
  assert.equal(data.name, 'Multigrain Atta');
});
