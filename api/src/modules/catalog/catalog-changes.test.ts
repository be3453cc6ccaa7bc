import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { productCombos, productPrices, products } from '../../db/schema.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { changedCombos, changedProducts } from './catalog-change.ts';
import { loadCatalog } from './load-catalog.ts';
import { catalogSnapshot, followCatalogChanges, invalidateCatalog } from './service.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

/** The catalogue made change by change is the one read whole from the database. */
async function assertAsReadWhole(step: string) {
  assert.deepEqual(await catalogSnapshot(shop.db), await loadCatalog(shop.db), step);
}

test('a described change reads again only what changed, and ends where a whole read would', async () => {
  const before = await catalogSnapshot(shop.db);

  await shop.db.update(products).set({ name: 'Multigrain Atta' }).where(eq(products.id, 1));
  invalidateCatalog(changedProducts(1));
  const renamed = await catalogSnapshot(shop.db);
  assert.equal(renamed.productById.get(1)?.name, 'Multigrain Atta');
  assert.equal(renamed.productList.find(({ id }) => id === 1)?.name, 'Multigrain Atta');
  for (const id of [2, 3, 4]) assert.equal(renamed.productById.get(id), before.productById.get(id), `product ${id}`);
  await assertAsReadWhole('a product renamed');

  // product 2 is sold inside combo 1: leaving the shop takes it out of the combo
  await shop.db.update(products).set({ productStatus: 0 }).where(eq(products.id, 2));
  invalidateCatalog(changedProducts(2));
  const withoutTwo = await catalogSnapshot(shop.db);
  assert.equal(withoutTwo.productById.has(2), false);
  assert.ok(withoutTwo.comboById.get(1)?.combo_items.every(({ product }) => product.id !== 2));
  assert.ok(before.productById.get(2)?.prices.every(({ id }) => !withoutTwo.productByPriceId.has(id)));
  await assertAsReadWhole('a product taken out of the shop');

  await shop.db.update(products).set({ productStatus: 1 }).where(eq(products.id, 2));
  invalidateCatalog(changedProducts(2));
  assert.ok((await catalogSnapshot(shop.db)).comboById.get(1)?.combo_items.some(({ product }) => product.id === 2));
  await assertAsReadWhole('a product back in the shop, and in its combo');

  const [price] = await shop.db.select().from(productPrices).where(eq(productPrices.productId, 3)).limit(1);
  await shop.db.update(productPrices).set({ discountedPricePaise: 12_300 }).where(eq(productPrices.id, price!.id));
  invalidateCatalog(changedProducts(3));
  const repriced = await catalogSnapshot(shop.db);
  assert.equal(
    repriced.productByPriceId.get(price!.id)?.prices.find(({ id }) => id === price!.id)?.discounted_price,
    123,
    'the cart prices the weight anew',
  );
  await assertAsReadWhole('a weight repriced');

  await shop.db.update(productCombos).set({ status: 0 }).where(eq(productCombos.id, 1));
  invalidateCatalog(changedCombos(1));
  assert.deepEqual(
    (await catalogSnapshot(shop.db)).comboList.map(({ id }) => id),
    [2],
  );
  await assertAsReadWhole('a combo taken out of the shop');

  const [added] = await shop.db
    .insert(products)
    .values({ name: 'Jowar Flakes', slug: 'jowar-flakes' })
    .returning({ id: products.id });
  invalidateCatalog(changedProducts(added!.id));
  assert.equal((await catalogSnapshot(shop.db)).productList.at(-1)?.name, 'Jowar Flakes');
  await assertAsReadWhole('a product added');
});

test('changes made between two reads are all read at the second', async () => {
  await shop.db.update(products).set({ inStock: 0 }).where(eq(products.id, 1));
  invalidateCatalog(changedProducts(1));
  await shop.db.update(products).set({ isBestSeller: 0 }).where(eq(products.id, 3));
  invalidateCatalog(changedProducts(3));
  const snapshot = await catalogSnapshot(shop.db);
  assert.equal(snapshot.productById.get(1)?.in_stock, 0);
  assert.equal(snapshot.productById.get(3)?.is_best_seller, 0);
  await assertAsReadWhole('two changes');
});

test('a change nobody described reads the whole catalogue again', async () => {
  await shop.db.update(products).set({ name: 'Ragi Dosa Batter Mix' }).where(eq(products.id, 4));
  invalidateCatalog();
  assert.equal((await catalogSnapshot(shop.db)).productById.get(4)?.name, 'Ragi Dosa Batter Mix');
  await assertAsReadWhole('an undescribed change');
});

test('whatever follows the catalogue hears each change as it was described', () => {
  const heard: unknown[] = [];
  const stop = followCatalogChanges((change) => heard.push(change));
  invalidateCatalog(changedProducts(7));
  invalidateCatalog(changedCombos(2));
  invalidateCatalog();
  stop();
  invalidateCatalog(changedProducts(8));
  assert.deepEqual(heard, [{ products: [7], combos: [] }, { products: [], combos: [2] }, 'all']);
});
