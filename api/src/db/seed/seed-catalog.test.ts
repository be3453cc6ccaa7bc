import assert from 'node:assert/strict';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { productComboItems, productCombos, productImages, productPrices, products } from '../schema.ts';
import { renderMissingCatalogImages } from './catalog-images.ts';
import { seedCatalog } from './seed-catalog.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ images: true });
});
after(() => shop.close());

const rowCounts = async () => ({
  products: (await shop.db.select({ n: count() }).from(products))[0]?.n,
  prices: (await shop.db.select({ n: count() }).from(productPrices))[0]?.n,
  images: (await shop.db.select({ n: count() }).from(productImages))[0]?.n,
  combos: (await shop.db.select({ n: count() }).from(productCombos))[0]?.n,
  comboItems: (await shop.db.select({ n: count() }).from(productComboItems))[0]?.n,
});

test('seeding a catalogue that already has products changes nothing', async () => {
  const before = await rowCounts();
  assert.equal(await seedCatalog(shop.db), false);
  assert.deepEqual(await rowCounts(), before);
  assert.deepEqual(before, { products: 4, prices: 11, images: 12, combos: 2, comboItems: 5 });
});

test('every image the catalogue names is on disk as WebP: 800×800, thumbnails 200×200, tens of KB at most', async () => {
  const { data } = (await shop.app.inject({ method: 'GET', url: '/api/products/1' })).json();
  const folder = join(shop.storageDir, 'product', '1');
  for (const image of data.images) {
    const full = await sharp(join(folder, image.image)).metadata();
    const thumbnail = await sharp(join(folder, image.thumbnail)).metadata();
    assert.deepEqual([full.format, full.width, full.height], ['webp', 800, 800]);
    assert.deepEqual([thumbnail.format, thumbnail.width, thumbnail.height], ['webp', 200, 200]);
    assert.ok((await stat(join(folder, image.image))).size < 80_000);
  }
  assert.equal((await sharp(join(folder, data.how_to_use_image)).metadata()).format, 'webp');
  assert.deepEqual(await readdir(join(shop.storageDir, 'product_combo')), ['1', '2']);
});

test('images missing from storage are drawn again at start, and only those', async () => {
  await rm(join(shop.storageDir, 'product', '2'), { recursive: true });
  await rm(join(shop.storageDir, 'product_combo', '1', 'breakfast-combo.webp'));
  assert.equal(await renderMissingCatalogImages(shop.db, shop.storageDir), 8);
  const response = await shop.app.inject({
    method: 'GET',
    url: '/storage/product/2/high-protein-chilla-mix-front.webp',
  });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'image/webp');
  assert.equal(await renderMissingCatalogImages(shop.db, shop.storageDir), 0);
});
