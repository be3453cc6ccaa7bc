import assert from 'node:assert/strict';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { productListResponse, productResponse } from 'shared/contracts/catalog';
import { PRODUCT_MESSAGES } from 'shared/contracts/products-admin';
import { ORDER_MAXIMUM_MESSAGES } from 'shared/contracts/order-maximum';
import { productPrices, products } from '../../db/schema.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { signedInCustomer } from '../../test/shop-builders.ts';
import { MAX_IMAGE_MEGAPIXELS } from '../../uploads/encode-image.ts';
import { FORM_PIXELS_EXCEEDED } from '../../uploads/image-budget.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { signedInAdmin } from '../../test/admin-builders.ts';
import {
  photo,
  pngImage,
  type ProductFormFields,
  sendForm,
  validProductForm,
} from '../../test/products-admin-builders.ts';
import type { AdminProduct } from './schemas.ts';

let shop: TestShop;
let token: string;
before(async () => {
  shop = await startTestShop();
  token = (await signedInAdmin(shop)).adminToken;
});
after(() => shop.close());

const productCount = async () => (await shop.db.select({ total: count() }).from(products))[0]!.total;

const filesIn = async (productId: number) =>
  readdir(join(shop.storageDir, 'product', String(productId))).catch(() => [] as string[]);

/** Creates a product through the API (the valid form, changed as told) and answers what the API answered. */
async function createProduct(changes: ProductFormFields = {}): Promise<AdminProduct> {
  const response = await sendForm(shop, '/api/products/store', { ...(await validProductForm()), ...changes }, token);
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json();
  assert.equal(body.message, PRODUCT_MESSAGES.created);
  return body.data;
}

const publicProduct = async (id: number) => {
  const response = await get(shop, `/api/products/${id}`);
  return {
    statusCode: response.statusCode,
    data: response.statusCode === 200 ? productResponse.parse(response.json()).data : null,
  };
};

test('a guest is asked to sign in and a customer is refused, before the upload is read', async () => {
  const form = await validProductForm();
  const guest = await sendForm(shop, '/api/products/store', form);
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { status: false, message: 'Please sign in again.' });
  const customer = await signedInCustomer(shop);
  const refused = await sendForm(shop, '/api/products/store', form, customer.token);
  assert.equal(refused.statusCode, 403);
  assert.deepEqual(refused.json(), { status: false, message: 'You are not allowed to do that.' });
  assert.equal((await get(shop, '/api/products/getProductRecords', bearer(customer.token))).statusCode, 403);
});

test('a new product appears in the shop at once, with its weights, prices in rupees and the default image first', async () => {
  const before = await productCount();
  const created = await createProduct();
  assert.equal(await productCount(), before + 1);
  assert.equal(created.product_status, 1);
  assert.deepEqual(
    created.prices.map(({ weight, unit, weight_unit, price, discounted_price }) => ({
      weight,
      unit,
      weight_unit,
      price,
      discounted_price,
    })),
    [
      { weight: '500', unit: 'Gm', weight_unit: '500 Gm', price: 249, discounted_price: 219 },
      // no discount: sold at the price
      { weight: '1', unit: 'Kg', weight_unit: '1 Kg', price: 469, discounted_price: 469 },
    ],
  );
  const [stored] = await shop.db.select().from(productPrices).where(eq(productPrices.productId, created.id)).limit(1);
  assert.equal(stored?.pricePaise, 24_900, 'prices are stored in paise');

  const list = productListResponse.parse((await get(shop, '/api/products')).json());
  const listed = list.data.find((product) => product.id === created.id);
  assert.ok(listed, 'listed in the shop');
  assert.deepEqual(
    listed.prices.map((price) => price.weight_unit),
    ['500 Gm', '1 Kg'],
  );
  const { data } = await publicProduct(created.id);
  assert.ok(data);
  assert.equal(data.name, 'Foxtail Millet Khichdi Mix');
  assert.equal(data.images.length, 2);
  assert.equal(data.images[0]?.is_default, 1);
  assert.deepEqual(
    data.ingredients.map((entry) => entry.ingredient),
    ['Foxtail millet', 'Moong dal'],
  );
  const [nutrition] = data.nutritional_information;
  assert.ok(nutrition);
  assert.deepEqual(nutrition.columns, ['Column 1', 'Column 2']);
  assert.deepEqual(nutrition.rows[1], {
    label: 'Protein',
    values: { 'Column 1': '12 g', 'Column 2': '' },
  });
  assert.deepEqual(
    data.how_to_use.map((step) => [step.step_order, step.step_details]),
    [
      [1, 'Rinse the mix.'],
      [2, 'Pressure-cook for 3 whistles.'],
    ],
  );
  assert.equal(data.how_to_use_tip, 'Add ghee on top.');
  assert.equal(data.serving_size, '50 g');
});

test('images are stored as WebP at 320, 640 and 1024 px under generated names, without metadata, and served', async () => {
  const created = await createProduct();
  const [first] = created.images;
  assert.ok(first);
  assert.match(first.image, /^[0-9a-f]{32}\.webp$/);
  assert.match(first.thumbnail, /^[0-9a-f]{32}\.webp$/);
  const base = first.image.replace('.webp', '');
  const files = await filesIn(created.id);
  for (const file of [first.image, `${base}-320w.webp`, `${base}-640w.webp`, first.thumbnail]) {
    assert.ok(files.includes(file), `${file} is stored`);
  }
  // 2 images × (3 widths + thumbnail) + the how-to-use image's 3 widths
  assert.equal(files.length, 11);
  const widths = await Promise.all(
    [`${base}-320w.webp`, `${base}-640w.webp`, first.image, first.thumbnail].map(async (file) => {
      const metadata = await sharp(join(shop.storageDir, 'product', String(created.id), file)).metadata();
      assert.equal(metadata.format, 'webp');
      assert.equal(metadata.exif, undefined, `${file} carries no EXIF`);
      return metadata.width;
    }),
  );
  assert.deepEqual(widths, [320, 640, 1024, 200]);
  // a source narrower than a width is not enlarged
  const smaller = await sharp(
    join(shop.storageDir, 'product', String(created.id), created.images[1]!.image),
  ).metadata();
  assert.equal(smaller.width, 800);

  const served = await get(shop, `/storage/product/${created.id}/${first.image}`);
  assert.equal(served.statusCode, 200);
  assert.match(String(served.headers['content-type']), /^image\/webp/);
});

test('a file that is not an image is refused whatever its name says, and nothing is saved', async () => {
  const before = await productCount();
  const folders = await readdir(join(shop.storageDir, 'product')).catch(() => []);
  const response = await sendForm(
    shop,
    '/api/products/store',
    {
      ...(await validProductForm()),
      'images[1]': { bytes: Buffer.from('just some text, not a photo'), name: 'x.jpg', type: 'image/jpeg' },
    },
    token,
  );
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: false, message: 'x.jpg is not an image.' });
  assert.equal(await productCount(), before);
  assert.deepEqual(await readdir(join(shop.storageDir, 'product')).catch(() => []), folders, 'no file stored');
});

test('an SVG decodes but is not a photo the shop stores', async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  const response = await sendForm(
    shop,
    '/api/products/store',
    { ...(await validProductForm()), 'thumbnails[0]': { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' } },
    token,
  );
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), {
    status: false,
    message: 'logo.svg is not a JPEG, PNG, WebP, GIF or AVIF image.',
  });
});

test('a small PNG declaring 6300 × 6300 pixels at 16 bits is refused from its header, before it is decoded', async () => {
  const before = await productCount();
  const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#c98a2b' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  assert.ok(bomb.length < 1024 * 1024, `${bomb.length} bytes`);
  const response = await sendForm(
    shop,
    '/api/products/store',
    { ...(await validProductForm()), 'images[0]': { bytes: bomb, name: 'poster.png', type: 'image/png' } },
    token,
  );
  assert.equal(response.statusCode, 400, response.body);
  assert.deepEqual(response.json(), {
    status: false,
    message: `poster.png has more than ${MAX_IMAGE_MEGAPIXELS} megapixels (6300 × 6300).`,
  });
  assert.equal(await productCount(), before);
});

test('a form whose images hold more than the form may in all is refused before any is encoded', async () => {
  const before = await productCount();
  const folders = await readdir(join(shop.storageDir, 'product')).catch(() => []);
  // each 20 megapixels, under the limit of one image; 60 and the thumbnails in all
  const large = { bytes: await photo(5000, 4000), name: 'large.jpg', type: 'image/jpeg' };
  const response = await sendForm(
    shop,
    '/api/products/store',
    {
      ...(await validProductForm()),
      'images[0]': large,
      'images[1]': large,
      'images[2]': large,
      'thumbnails[2]': { bytes: await pngImage(), name: 'thumb.png', type: 'image/png' },
      'defaultImageFlags[2]': '0',
    },
    token,
  );
  assert.equal(response.statusCode, 400, response.body);
  assert.deepEqual(response.json(), { status: false, message: FORM_PIXELS_EXCEEDED });
  assert.equal(await productCount(), before);
  assert.deepEqual(await readdir(join(shop.storageDir, 'product')).catch(() => []), folders, 'no file stored');
});

test('a file above 5 MB is refused with 413', async () => {
  const before = await productCount();
  const response = await sendForm(
    shop,
    '/api/products/store',
    {
      ...(await validProductForm()),
      'images[0]': { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'huge.jpg', type: 'image/jpeg' },
    },
    token,
  );
  assert.equal(response.statusCode, 413);
  assert.deepEqual(response.json(), { status: false, message: 'huge.jpg is larger than 5 MB.' });
  assert.equal(await productCount(), before);
});

test("a file name with path tricks changes nothing: the stored names are the shop's own", async () => {
  const outside = await readdir(shop.storageDir);
  const created = await createProduct({
    'images[0]': { bytes: await photo(), name: '../../../etc/passwd.jpg', type: 'image/jpeg' },
    'thumbnails[0]': { bytes: await pngImage(), name: '..\\..\\evil.png', type: 'image/png' },
  });
  assert.deepEqual(await readdir(shop.storageDir), outside, 'nothing written beside the product folder');
  for (const file of await filesIn(created.id)) assert.match(file, /^[0-9a-f]{32}(-\d+w)?\.webp$/);
  const refused = await sendForm(
    shop,
    '/api/products/store',
    { ...(await validProductForm()), 'images[0]': { bytes: Buffer.from('nope'), name: '../../x.jpg' } },
    token,
  );
  assert.deepEqual(refused.json(), { status: false, message: 'x.jpg is not an image.' });
});

test('a store that fails after writing files leaves neither the product nor its files', async () => {
  const before = await productCount();
  // a file where the product folders should be: the first image cannot be written
  const productsFolder = join(shop.storageDir, 'product');
  await rm(productsFolder, { recursive: true, force: true });
  await writeFile(productsFolder, 'in the way');
  try {
    const response = await sendForm(shop, '/api/products/store', await validProductForm(), token);
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { status: false, message: PRODUCT_MESSAGES.somethingWrong });
    assert.equal(await productCount(), before);
  } finally {
    await rm(productsFolder, { force: true });
  }
});

const rules: [rule: string, changes: ProductFormFields, message: string][] = [
  ['a blank name', { name: '  ' }, 'Product name is required'],
  ['no name at all', { name: undefined }, 'Product name is required'],
  ['no prices', { prices: '[]' }, PRODUCT_MESSAGES.pricesRequired],
  [
    'a missing weight',
    { prices: JSON.stringify([{ weight: '', unit: 'Gm', price: '10' }]) },
    PRODUCT_MESSAGES.weightRequired,
  ],
  [
    'a weight with letters',
    { prices: JSON.stringify([{ weight: '5o0', unit: 'Gm', price: '10' }]) },
    PRODUCT_MESSAGES.weightDigits,
  ],
  [
    'a weight of 5 characters',
    { prices: JSON.stringify([{ weight: '12345', unit: 'Gm', price: '10' }]) },
    PRODUCT_MESSAGES.weightLength,
  ],
  [
    'a unit other than Gm or Kg',
    { prices: JSON.stringify([{ weight: '500', unit: 'Lb', price: '10' }]) },
    PRODUCT_MESSAGES.unitRequired,
  ],
  [
    'a missing price',
    { prices: JSON.stringify([{ weight: '500', unit: 'Gm', price: '' }]) },
    PRODUCT_MESSAGES.priceRequired,
  ],
  [
    'a price with a decimal point',
    { prices: JSON.stringify([{ weight: '500', unit: 'Gm', price: '10.5' }]) },
    PRODUCT_MESSAGES.priceDigits,
  ],
  [
    'a price of ₹99,99,999, above what one order may come to',
    { prices: JSON.stringify([{ weight: '500', unit: 'Gm', price: '9999999' }]) },
    'Price cannot be more than ₹5,00,000.00.',
  ],
  [
    'a price a rupee above the maximum',
    { prices: JSON.stringify([{ weight: '500', unit: 'Gm', price: '500001', discounted_price: '1' }]) },
    ORDER_MAXIMUM_MESSAGES.priceAbove,
  ],
  [
    'a discount price with letters',
    { prices: JSON.stringify([{ weight: '500', unit: 'Gm', price: '10', discounted_price: 'ten' }]) },
    PRODUCT_MESSAGES.discountDigits,
  ],
  [
    'a discount price above the price',
    { prices: JSON.stringify([{ weight: '500', unit: 'Gm', price: '10', discounted_price: '11' }]) },
    PRODUCT_MESSAGES.discountAbovePrice,
  ],
  [
    'the same weight twice',
    {
      prices: JSON.stringify([
        { weight: '500', unit: 'Gm', price: '10' },
        { weight: '500', unit: 'Gm', price: '12' },
      ]),
    },
    PRODUCT_MESSAGES.weightRepeated,
  ],
  ['no ingredient', { ingredients: '[]' }, PRODUCT_MESSAGES.ingredientsRequired],
  ['no description', { descriptions: '[]' }, PRODUCT_MESSAGES.descriptionsRequired],
  ['no how-to-use step', { how_to_use: JSON.stringify({ steps: [], tip: '' }) }, PRODUCT_MESSAGES.stepsRequired],
  ['no nutrition row', { nutritional_information: '[]' }, PRODUCT_MESSAGES.nutritionRowsRequired],
  [
    'a nutrition row without a label',
    { nutritional_information: JSON.stringify([{ label: ' ', 'Column 1': '1 g' }]) },
    PRODUCT_MESSAGES.nutritionRowEmpty,
  ],
  [
    'eleven nutrition columns',
    {
      nutritional_information: JSON.stringify([
        Object.fromEntries([
          ['label', 'Energy'],
          ...Array.from({ length: 11 }, (_, index) => [`Column ${index + 1}`, '1']),
        ]),
      ]),
    },
    PRODUCT_MESSAGES.tooManyNutritionColumns,
  ],
  ['a blank ingredient', { ingredients: JSON.stringify(['Millet', ' ']) }, PRODUCT_MESSAGES.ingredientEmpty],
  [
    'rows without a column',
    { nutritional_information: JSON.stringify([{ label: 'Energy' }]) },
    PRODUCT_MESSAGES.nutritionColumnsRequired,
  ],
  ['an image without a thumbnail', { 'thumbnails[1]': undefined }, PRODUCT_MESSAGES.thumbnailRequired],
  ['a thumbnail without an image', { 'images[1]': undefined }, PRODUCT_MESSAGES.imageFileRequired],
  ['no default image', { 'defaultImageFlags[0]': '0' }, PRODUCT_MESSAGES.oneDefaultImage],
  ['two default images', { 'defaultImageFlags[1]': '1' }, PRODUCT_MESSAGES.oneDefaultImage],
  [
    'no image at all',
    {
      'images[0]': undefined,
      'thumbnails[0]': undefined,
      'defaultImageFlags[0]': undefined,
      'images[1]': undefined,
      'thumbnails[1]': undefined,
      'defaultImageFlags[1]': undefined,
    },
    PRODUCT_MESSAGES.imagesRequired,
  ],
];

for (const [rule, changes, message] of rules) {
  test(`${rule} is refused: "${message}"`, async () => {
    const before = await productCount();
    const response = await sendForm(shop, '/api/products/store', { ...(await validProductForm()), ...changes }, token);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), { status: false, message });
    assert.equal(await productCount(), before);
  });
}

test('malformed fields are 400s that name the field, never 500s', async () => {
  for (const [changes, message] of [
    [{ prices: '[{' }, 'Invalid prices: must be JSON text'],
    [{ in_stock: 'yes' }, 'Invalid in_stock: must be 1 or 0'],
    [{ 'images[0]': 'not a file' }, 'Invalid images[0]: must be a file'],
    [{ surprise: 'x' }, 'Invalid surprise: is not a field of the product form'],
  ] as const) {
    const response = await sendForm(shop, '/api/products/store', { ...(await validProductForm()), ...changes }, token);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), { status: false, message });
  }
});

test('the admin list holds every product, active or not, newest first', async () => {
  const created = await createProduct();
  await post(shop, '/api/products/updateStatus', { id: created.id, product_status: 0 }, bearer(token));
  const response = await get(shop, '/api/products/getProductRecords', bearer(token));
  assert.equal(response.statusCode, 200);
  const { data } = response.json();
  assert.equal(data[0].id, created.id);
  assert.deepEqual(Object.keys(data[0]).sort(), [
    'created_at',
    'id',
    'in_stock',
    'name',
    'product_status',
    'thumbnail',
  ]);
  assert.equal(data[0].product_status, 0);
  assert.equal(data[0].thumbnail, created.images[0]?.thumbnail);
  assert.equal(data.length, await productCount());
});

test('the admin list pages and searches on the server: name parts, In Stock and Status words, bounds', async () => {
  const records = async (query: string) => {
    const response = await get(shop, `/api/products/getProductRecords?${query}`, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: { id: number; name: string }[]; total: number; page: number; per_page: number }>();
  };
  const tag = `Paged${Date.now()}`;
  const made: AdminProduct[] = [];
  for (const name of [`${tag} Ragi 100% Mix`, `${tag} Ragi Mix`, `${tag} Jowar Flakes`])
    made.push(await createProduct({ name }));
  await post(shop, '/api/products/updateStatus', { id: made[2]!.id, product_status: 0 }, bearer(token));

  const first = await records(`search=${encodeURIComponent(tag.toLowerCase())}&per_page=10`);
  assert.deepEqual(
    first.data.map(({ name }) => name),
    [`${tag} Jowar Flakes`, `${tag} Ragi Mix`, `${tag} Ragi 100% Mix`],
  );
  assert.deepEqual([first.total, first.page, first.per_page], [3, 1, 10]);
  // LIKE's wildcard is matched as itself
  assert.deepEqual(
    (await records(`search=${encodeURIComponent(`${tag} Ragi 100%`)}`)).data.map(({ id }) => id),
    [made[0]!.id],
  );
  const everyProduct = await productCount();
  const secondPage = await records('page=2&per_page=10');
  assert.equal(secondPage.total, everyProduct);
  assert.equal(secondPage.data.length, Math.min(10, Math.max(0, everyProduct - 10)));
  const inactive = await records('search=inactive&per_page=30');
  assert.ok(inactive.data.some(({ id }) => id === made[2]!.id));
  assert.ok(!inactive.data.some(({ id }) => id === made[1]!.id));
  assert.deepEqual((await records(`search=no+such+product+${tag}`)).data, []);

  for (const [query, message] of [
    ['per_page=7', 'Rows per page must be 10, 15, 20, 25 or 30.'],
    ['page=0', 'Invalid page: must be a positive whole number'],
  ] as const) {
    const refused = await get(shop, `/api/products/getProductRecords?${query}`, bearer(token));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.ok(refused.json<{ message: string }>().message.includes(message), refused.body);
  }
});

test('a deactivated product leaves the shop at once, the admin still loads it, and it comes back', async () => {
  const created = await createProduct();
  const off = await post(shop, '/api/products/updateStatus', { id: created.id, product_status: 0 }, bearer(token));
  assert.equal(off.statusCode, 200, off.body);
  assert.deepEqual(off.json(), {
    status: true,
    success: true,
    message: PRODUCT_MESSAGES.statusUpdated,
    data: { id: created.id, product_status: 0 },
  });
  assert.equal((await publicProduct(created.id)).statusCode, 404);
  const list = productListResponse.parse((await get(shop, '/api/products')).json());
  assert.ok(list.data.every((product) => product.id !== created.id));
  const forAdmin = await get(shop, `/api/products/getProductRecord/${created.id}`, bearer(token));
  assert.equal(forAdmin.statusCode, 200);
  assert.equal(forAdmin.json().data.product_status, 0);
  assert.equal((await get(shop, `/api/products/getProductRecord/${created.id}`)).statusCode, 401);

  await post(shop, '/api/products/updateStatus', { id: created.id, product_status: '1' }, bearer(token));
  assert.equal((await publicProduct(created.id)).statusCode, 200);
});

test('status changes and updates of a missing product are 404s', async () => {
  const status = await post(shop, '/api/products/updateStatus', { id: 999_999, product_status: 1 }, bearer(token));
  assert.equal(status.statusCode, 404);
  assert.deepEqual(status.json(), { status: false, message: PRODUCT_MESSAGES.notFound });
  const update = await sendForm(shop, '/api/products/update/999999', await validProductForm(), token);
  assert.equal(update.statusCode, 404);
  assert.deepEqual(update.json(), { status: false, message: PRODUCT_MESSAGES.notFound });
  assert.equal((await get(shop, '/api/products/getProductRecord/999999', bearer(token))).statusCode, 404);
  const badStatus = await post(shop, '/api/products/updateStatus', { id: 1, product_status: 2 }, bearer(token));
  assert.equal(badStatus.statusCode, 400);
});

/** The update form of a stored product: its fields, its stored images kept by id, nothing new picked. */
function updateForm(product: AdminProduct, changes: ProductFormFields = {}): ProductFormFields {
  const images = Object.fromEntries(
    product.images.flatMap((image, index) => [
      [`image_ids[${index}]`, String(image.id)],
      [`defaultImageFlags[${index}]`, String(image.is_default)],
    ]),
  );
  return {
    name: product.name,
    in_stock: String(product.in_stock),
    prices: JSON.stringify(product.prices),
    ingredients: JSON.stringify(product.ingredients),
    descriptions: JSON.stringify(product.descriptions),
    nutritional_information: JSON.stringify(
      product.nutritional_information[0]!.rows.map((row) => ({ label: row.label, ...row.values })),
    ),
    how_to_use: JSON.stringify({ steps: product.how_to_use, tip: product.how_to_use_tip }),
    ...images,
    ...changes,
  };
}

test('an update changes what the shop shows, keeps price ids, replaces and deletes images and removes their files', async () => {
  const created = await createProduct();
  const [front, back] = created.images;
  assert.ok(front && back);
  const priceIds = created.prices.map((price) => price.id);
  const response = await sendForm(
    shop,
    `/api/products/update/${created.id}`,
    updateForm(created, {
      name: 'Foxtail Khichdi',
      in_stock: '0',
      prices: JSON.stringify([{ ...created.prices[0], price: '259', discounted_price: '229' }]),
      // the back image goes; the front keeps its image and gets a new thumbnail; a new image is added
      'image_ids[1]': undefined,
      'defaultImageFlags[1]': '0',
      'images[1]': { bytes: await photo(700, 700), name: 'new.jpg', type: 'image/jpeg' },
      'thumbnails[1]': { bytes: await pngImage(), name: 'new-thumb.png', type: 'image/png' },
      'thumbnails[0]': { bytes: await pngImage(250), name: 'front-thumb-2.png', type: 'image/png' },
      deleted_image_ids: JSON.stringify([back.id]),
      default_image_index: '0',
    }),
    token,
  );
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().message, PRODUCT_MESSAGES.updated);

  const { data } = await publicProduct(created.id);
  assert.ok(data);
  assert.equal(data.name, 'Foxtail Khichdi');
  assert.equal(data.in_stock, 0, 'out of stock shows in the shop');
  assert.deepEqual(
    data.prices.map((price) => [price.id, price.weight_unit, price.price, price.discounted_price]),
    [[priceIds[0], '500 Gm', 259, 229]],
  );
  assert.equal(data.images.length, 2);
  const [shownFront] = data.images;
  assert.ok(shownFront);
  assert.equal(shownFront.id, front.id);
  assert.equal(shownFront.image, front.image);
  assert.notEqual(shownFront.thumbnail, front.thumbnail);
  assert.ok(data.images.every((image) => image.id !== back.id));

  const files = await filesIn(created.id);
  for (const gone of [back.image, back.thumbnail, front.thumbnail, back.image.replace('.webp', '-320w.webp')]) {
    assert.ok(!files.includes(gone), `${gone} is removed from storage`);
  }
  assert.ok(files.includes(front.image));
  // 2 images × 4 files + the how-to-use image's 3 (kept: none was sent)
  assert.equal(files.length, 11);
  assert.equal(data.how_to_use_image, created.how_to_use_image);
});

/** When the shop says the product last changed: its detail's `updated_at`, which its list entry repeats. */
async function updatedAt(id: number): Promise<string> {
  const { data } = await publicProduct(id);
  const listed = productListResponse
    .parse((await get(shop, '/api/products')).json())
    .data.find((entry) => entry.id === id);
  assert.ok(data?.updated_at, `product ${id} says when it changed`);
  assert.equal(listed?.updated_at, data.updated_at);
  return data.updated_at;
}

test("an admin's edit or status change moves the product's updated_at forward and leaves another product's", async () => {
  const edited = await createProduct();
  const other = await createProduct();
  const [created, otherCreated] = [await updatedAt(edited.id), await updatedAt(other.id)];

  const response = await sendForm(
    shop,
    `/api/products/update/${edited.id}`,
    updateForm(edited, { name: 'Foxtail Khichdi' }),
    token,
  );
  assert.equal(response.statusCode, 200, response.body);
  const updated = await updatedAt(edited.id);
  assert.ok(Date.parse(updated) > Date.parse(created), `${updated} is after ${created}`);

  for (const product_status of [0, 1]) {
    await post(shop, '/api/products/updateStatus', { id: edited.id, product_status }, bearer(token));
  }
  const reactivated = await updatedAt(edited.id);
  assert.ok(Date.parse(reactivated) > Date.parse(updated), `${reactivated} is after ${updated}`);
  assert.equal(await updatedAt(other.id), otherCreated);
});

test("an update cannot keep or delete another product's image, nor disagree on the default", async () => {
  const first = await createProduct();
  const second = await createProduct();
  const foreign = second.images[0]!.id;
  for (const [changes, status, message] of [
    [{ 'image_ids[1]': String(foreign) }, 400, `Image ${foreign} is not an image of this product.`],
    [{ deleted_image_ids: JSON.stringify([foreign]) }, 400, `Image ${foreign} is not an image of this product.`],
    [
      { deleted_image_ids: JSON.stringify([first.images[1]!.id]) },
      400,
      `Image ${first.images[1]!.id} cannot be both kept and deleted.`,
    ],
    [{ default_image_index: '1' }, 400, PRODUCT_MESSAGES.oneDefaultImage],
  ] as const) {
    const response = await sendForm(shop, `/api/products/update/${first.id}`, updateForm(first, changes), token);
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(response.json(), { status: false, message });
  }
  assert.equal((await filesIn(second.id)).length, 11, "the other product's files are untouched");
  const { data } = await publicProduct(second.id);
  assert.equal(data?.images.length, 2);
});

test('a new how-to-use image replaces the old one and its files', async () => {
  const created = await createProduct();
  const response = await sendForm(
    shop,
    `/api/products/update/${created.id}`,
    updateForm(created, { how_to_use_image: { bytes: await pngImage(400), name: 'bake.png', type: 'image/png' } }),
    token,
  );
  assert.equal(response.statusCode, 200, response.body);
  const updated: AdminProduct = response.json().data;
  assert.notEqual(updated.how_to_use_image, created.how_to_use_image);
  const files = await filesIn(created.id);
  assert.ok(files.includes(updated.how_to_use_image!));
  assert.ok(!files.includes(created.how_to_use_image!));
});
