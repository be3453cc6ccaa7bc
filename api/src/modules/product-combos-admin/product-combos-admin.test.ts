import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { comboListResponse, comboResponse } from 'shared/contracts/catalog';
import { COMBO_MESSAGES, type ComboRecord, discountAboveListed } from 'shared/contracts/product-combos-admin';
import { productCombos, productPrices, products } from '../../db/schema.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { cartOf, FLOUR, newSession, postAs } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { type ProductFormFields, sendForm } from '../../test/products-admin-builders.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';
import { chosen, inactiveProduct, UPMA, validComboForm } from '../../test/product-combos-admin-builders.ts';

let shop: TestShop;
let token: string;
before(async () => {
  shop = await startTestShop();
  token = (await signedInAdmin(shop)).adminToken;
});
after(() => shop.close());

const changeStatus = (payload: object) => post(shop, '/api/product-combos/updateStatus', payload, bearer(token));

const comboCount = async () => (await shop.db.select({ total: count() }).from(productCombos))[0]!.total;

const comboFolders = () => readdir(join(shop.storageDir, 'product_combo')).catch(() => [] as string[]);

const store = async (changes: ProductFormFields = {}) =>
  sendForm(shop, '/api/product-combos/store', { ...(await validComboForm(shop)), ...changes }, token);

/** Creates a combo through the API (the valid form, changed as told) and answers the record it answered. */
async function createCombo(changes: ProductFormFields = {}): Promise<ComboRecord> {
  const response = await store(changes);
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json();
  assert.equal(body.status, true);
  assert.equal(body.message, COMBO_MESSAGES.created);
  return body.data;
}

const shopCombos = async () => comboListResponse.parse((await get(shop, '/api/product-combos')).json()).data;

test('a new combo is sold at once, at the sum of its discounted prices, with its image stored as WebP', async () => {
  const combo = await createCombo({
    // what a client says the combo costs is not read
    combo_price: '1',
    combo_products: JSON.stringify([
      { ...(await chosen(shop, FLOUR, '500 Gm', '159.50')), price: 1, combo_price: 1 },
      await chosen(shop, UPMA, '250 Gm', 179),
    ]),
  });
  assert.equal(combo.name, 'Millet Starter Pack');
  assert.equal(combo.combo_price, 338.5);
  assert.equal(combo.status, 1);
  assert.deepEqual(
    combo.combo_products.map(({ product_name, weight, discounted_price }) => [product_name, weight, discounted_price]),
    [
      [FLOUR, '500 Gm', 159.5],
      [UPMA, '250 Gm', 179],
    ],
  );
  const [stored] = await shop.db.select().from(productCombos).where(eq(productCombos.id, combo.id));
  assert.equal(stored?.comboPricePaise, 33_850, 'the price is stored in paise');

  const listed = (await shopCombos()).find((entry) => entry.id === combo.id);
  assert.ok(listed, 'listed in the shop');
  assert.equal(listed.combo_price, 338.5);
  assert.equal(listed.image, combo.image);
  assert.deepEqual(
    listed.combo_items.map((item) => item.product.name),
    [FLOUR, UPMA],
  );
  const detail = comboResponse.parse((await get(shop, `/api/product-combos/${combo.id}`)).json()).data;
  assert.equal(detail.combo_price, 338.5);
  assert.equal(detail.combo_items.length, 2);

  assert.match(combo.image, /^[0-9a-f]{32}\.webp$/);
  const folder = join(shop.storageDir, 'product_combo', String(combo.id));
  const files = await readdir(folder);
  assert.ok(files.includes(combo.image));
  const metadata = await sharp(join(folder, combo.image)).metadata();
  assert.equal(metadata.format, 'webp');
  assert.equal(metadata.width, 1024);
  assert.equal(metadata.exif, undefined);
  const served = await get(shop, `/storage/product_combo/${combo.id}/${combo.image}`);
  assert.equal(served.statusCode, 200);
  assert.match(String(served.headers['content-type']), /^image\/webp/);

  const sessionId = await newSession(shop);
  const added = await postAs(shop, sessionId, '/api/cart/add-combo', { combo_id: combo.id, combo_qty: 2 });
  assert.equal(added.statusCode, 200, added.body);
  const cart = await cartOf(shop, sessionId);
  assert.equal(cart.data[0].price, 338.5);
  assert.equal(cart.subtotal, 677);
});

test('an inactive combo can be created: the admin lists it, the shop does not', async () => {
  const combo = await createCombo({ status: '0' });
  assert.equal(combo.status, 0);
  assert.ok((await shopCombos()).every((entry) => entry.id !== combo.id));
});

test('the admin list holds every combo, active or not, newest first, prices in rupees', async () => {
  const older = await createCombo({ name: 'Older Pack' });
  const newer = await createCombo({ name: 'Newer Pack' });
  assert.equal((await changeStatus({ id: newer.id, status: 0 })).statusCode, 200);
  const response = await get(shop, '/api/product-combos/getProductComboRecords', bearer(token));
  assert.equal(response.statusCode, 200);
  const { status, data } = response.json<{ status: boolean; data: ComboRecord[] }>();
  assert.equal(status, true);
  assert.equal(data.length, await comboCount());
  assert.deepEqual(
    data.slice(0, 2).map((combo) => [combo.id, combo.name, combo.status]),
    [
      [newer.id, 'Newer Pack', 0],
      [older.id, 'Older Pack', 1],
    ],
  );
  assert.deepEqual(Object.keys(data[0]!).sort(), [
    'combo_price',
    'combo_products',
    'created_at',
    'id',
    'image',
    'name',
    'status',
  ]);
  const breakfast = data.find((combo) => combo.name === 'Breakfast Combo');
  assert.ok(breakfast, 'the seeded combos are listed');
  assert.equal(breakfast.combo_price, 699);
  assert.deepEqual(
    breakfast.combo_products.map(({ product_name, weight, discounted_price }) => [
      product_name,
      weight,
      discounted_price,
    ]),
    [
      ['High-Protein Chilla Mix', '500 Gm', 379],
      [UPMA, '500 Gm', 320],
    ],
  );
  assert.equal((await get(shop, '/api/product-combos/getProductComboRecords')).statusCode, 401);
});

test('the admin list pages and searches on the server: name parts and the price as shown', async () => {
  const records = async (query: string, statusCode = 200) => {
    const response = await get(shop, `/api/product-combos/getProductComboRecords?${query}`, bearer(token));
    assert.equal(response.statusCode, statusCode, response.body);
    return response.json<{ data: ComboRecord[]; total: number; page: number; per_page: number; message?: string }>();
  };
  const tag = `Paged${Date.now()}`;
  const made: ComboRecord[] = [];
  for (const name of [`${tag} 50% Pack`, `${tag} Alpha Pack`, `${tag} Beta Pack`])
    made.push(await createCombo({ name }));

  const found = await records(`search=${encodeURIComponent(tag.toLowerCase())}&per_page=10`);
  assert.deepEqual(
    found.data.map(({ name, combo_products }) => [name, combo_products.length]),
    [
      [`${tag} Beta Pack`, 2],
      [`${tag} Alpha Pack`, 2],
      [`${tag} 50% Pack`, 2],
    ],
  );
  assert.deepEqual([found.total, found.page, found.per_page], [3, 1, 10]);
  // LIKE's wildcard is matched as itself
  assert.deepEqual(
    (await records(`search=${encodeURIComponent(`${tag} 50%`)}`)).data.map(({ id }) => id),
    [made[0]!.id],
  );
  const byPrice = await records(`search=${encodeURIComponent('₹338.5')}&per_page=30`);
  assert.ok(byPrice.total >= 3);
  assert.ok(byPrice.data.every(({ combo_price }) => combo_price === 338.5));
  const everyCombo = await comboCount();
  assert.equal((await records(`search=${encodeURIComponent('₹')}`)).total, everyCombo);
  const secondPage = await records('page=2&per_page=10');
  assert.equal(secondPage.total, everyCombo);
  assert.equal(secondPage.data.length, Math.min(10, Math.max(0, everyCombo - 10)));
  assert.deepEqual((await records(`search=no+such+combo+${tag}`)).data, []);
  assert.equal((await records('per_page=7', 400)).message, 'Rows per page must be 10, 15, 20, 25 or 30.');
});

test('a deactivated combo leaves the shop at once and comes back when activated', async () => {
  const combo = await createCombo();
  const off = await changeStatus({ id: combo.id, status: 0 });
  assert.equal(off.statusCode, 200, off.body);
  assert.deepEqual(off.json(), {
    status: true,
    message: COMBO_MESSAGES.statusUpdated,
    data: { id: combo.id, status: 0 },
  });
  assert.ok((await shopCombos()).every((entry) => entry.id !== combo.id));
  assert.equal((await get(shop, `/api/product-combos/${combo.id}`)).statusCode, 404);

  const on = await changeStatus({ id: combo.id, status: '1' });
  assert.deepEqual(on.json().data, { id: combo.id, status: 1 });
  assert.ok((await shopCombos()).some((entry) => entry.id === combo.id));
});

test("a status change moves the combo's updated_at forward and leaves another combo's", async () => {
  const combo = await createCombo();
  const updatedAt = async (id: number) => {
    const listed = (await shopCombos()).find((entry) => entry.id === id);
    assert.ok(listed?.updated_at, `combo ${id} says when it changed`);
    return listed.updated_at;
  };
  const [created, seeded] = [await updatedAt(combo.id), await updatedAt(1)];
  for (const status of [0, 1]) await changeStatus({ id: combo.id, status });
  const reactivated = await updatedAt(combo.id);
  assert.ok(Date.parse(reactivated) > Date.parse(created), `${reactivated} is after ${created}`);
  assert.equal(await updatedAt(1), seeded);
});

test('a status change of an unknown combo is a 404, a status other than 1 or 0 a 400', async () => {
  const missing = await changeStatus({ id: 999_999, status: 1 });
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { status: false, message: COMBO_MESSAGES.notFound });
  const badStatus = await changeStatus({ id: 1, status: 2 });
  assert.equal(badStatus.statusCode, 400);
  assert.deepEqual(badStatus.json(), { status: false, message: 'Invalid status: must be 1 or 0' });
});

test('a file that is not an image is refused, and neither the combo nor a file is saved', async () => {
  const before = await comboCount();
  const folders = await comboFolders();
  const response = await store({ image: { bytes: Buffer.from('not a photo'), name: 'notes.jpg', type: 'image/jpeg' } });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: false, message: 'notes.jpg is not an image.' });
  assert.equal(await comboCount(), before);
  assert.deepEqual(await comboFolders(), folders);
});

/** The valid form's combo products with the second one changed as told. */
async function withSecond(second: object): Promise<ProductFormFields> {
  return { combo_products: JSON.stringify([await chosen(shop, FLOUR, '500 Gm', 159.5), second]) };
}

test('every rule of the form is enforced with its message, and nothing is saved', async () => {
  const upma = await chosen(shop, UPMA, '250 Gm', 149);
  const retired = await inactiveProduct(shop);
  const rules: [rule: string, changes: ProductFormFields, message: string][] = [
    ['a blank name', { name: '   ' }, COMBO_MESSAGES.nameRequired],
    ['no name at all', { name: undefined }, COMBO_MESSAGES.nameRequired],
    ['a name too long', { name: 'x'.repeat(201) }, 'Invalid name: must be at most 200 characters'],
    ['no status', { status: undefined }, COMBO_MESSAGES.statusRequired],
    ['a status other than 1 or 0', { status: 'yes' }, 'Invalid status: must be 1 or 0'],
    ['no image', { image: undefined }, COMBO_MESSAGES.imageRequired],
    ['no products', { combo_products: undefined }, COMBO_MESSAGES.twoProducts],
    ['one product only', { combo_products: JSON.stringify([upma]) }, COMBO_MESSAGES.twoProducts],
    [
      'the same product twice',
      await withSecond(await chosen(shop, FLOUR, '1 Kg', 300)),
      COMBO_MESSAGES.productRepeated,
    ],
    [
      'more products than a combo holds',
      {
        combo_products: JSON.stringify(
          Array.from({ length: 21 }, (_, index) => ({ product_id: index + 1, weight: '500 Gm', discounted_price: 1 })),
        ),
      },
      COMBO_MESSAGES.tooManyProducts,
    ],
    ['an unknown product', await withSecond({ ...upma, product_id: 999_999 }), COMBO_MESSAGES.productUnavailable],
    [
      'an inactive product',
      await withSecond({ ...upma, product_id: retired.id, weight: retired.weight }),
      COMBO_MESSAGES.productUnavailable,
    ],
    [
      'a weight the product is not sold in',
      await withSecond({ ...upma, weight: '750 Gm' }),
      COMBO_MESSAGES.productUnavailable,
    ],
    ['no weight chosen', await withSecond({ ...upma, weight: '' }), COMBO_MESSAGES.weightRequired],
    ['a discounted price of 0', await withSecond({ ...upma, discounted_price: 0 }), COMBO_MESSAGES.discountRequired],
    [
      'a negative discounted price',
      await withSecond({ ...upma, discounted_price: '-5' }),
      COMBO_MESSAGES.discountRequired,
    ],
    [
      'a discounted price with 3 decimals',
      await withSecond({ ...upma, discounted_price: '10.005' }),
      COMBO_MESSAGES.discountRequired,
    ],
    ['no discounted price', await withSecond({ ...upma, discounted_price: '' }), COMBO_MESSAGES.discountRequired],
    // the upma mix's 250 Gm lists at ₹199 and sells at ₹179: a shopper pays ₹179
    [
      'a discounted price above the listed price',
      await withSecond({ ...upma, discounted_price: 179.01 }),
      discountAboveListed(179),
    ],
    [
      'combo products that are not JSON',
      { combo_products: '[{"product_id": 1,' },
      'Invalid combo_products: must be JSON text',
    ],
    [
      'a product id that is not a number',
      await withSecond({ ...upma, product_id: 'upma' }),
      'Invalid combo_products.product_id: must be a positive whole number',
    ],
  ];
  const before = await comboCount();
  const folders = await comboFolders();
  for (const [rule, changes, message] of rules) {
    const response = await store(changes);
    assert.equal(response.statusCode, 400, `${rule}: ${response.body}`);
    assert.deepEqual(response.json(), { status: false, message }, rule);
  }
  assert.equal(await comboCount(), before);
  assert.deepEqual(await comboFolders(), folders, 'no image stored');
});

/** An active product sold at 1 Kg for `rupees`, the most the back office lets a weight be priced at or less. */
async function productAt(name: string, rupees: number) {
  const [product] = await shop.db
    .insert(products)
    .values({ name, slug: `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}`, productStatus: 1 })
    .returning({ id: products.id });
  await shop.db.insert(productPrices).values({
    productId: product!.id,
    weightUnit: '1 Kg',
    pricePaise: rupees * 100,
    discountedPricePaise: rupees * 100,
  });
  return (discounted_price: number) => ({ product_id: product!.id, weight: '1 Kg', discounted_price });
}

test('a combo priced above what one order may come to is refused; one at exactly the maximum is saved', async () => {
  const hamper = await productAt('Festive Millet Hamper', 3_00_000);
  const chest = await productAt('Wedding Grain Chest', 3_00_000);
  const before = await comboCount();
  const above = await store({ combo_products: JSON.stringify([hamper(3_00_000), chest(2_00_000.01)]) });
  assert.equal(above.statusCode, 400, above.body);
  assert.deepEqual(above.json(), { status: false, message: "A combo's price cannot be more than ₹5,00,000.00." });
  assert.equal(await comboCount(), before);

  const atMaximum = await createCombo({ combo_products: JSON.stringify([hamper(3_00_000), chest(2_00_000)]) });
  assert.equal(atMaximum.combo_price, 5_00_000);
});
