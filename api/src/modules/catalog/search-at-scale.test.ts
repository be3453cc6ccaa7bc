import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { productPageResponse } from 'shared/contracts/catalog';
import { get } from '../../test/requests.ts';
import { sessionHeader, sessionWithCart } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { worstSearches } from '../../test/worst-searches.ts';
import { invalidateCatalog } from './service.ts';

/** The catalogue's size in the issue that bounded searches: where one search held the embedded database seconds. */
const PRODUCTS = 10_000;
/** A cart read while searches run: the database may be held ~100 ms by a search, twice that at most by the queue. */
const CART_READ_BUDGET_MS = 200;

let shop: TestShop;
let sessionId: string;
before(async () => {
  shop = await startTestShop();
  // one statement: numbered copies of the seeded products, each with its original's ingredients
  await shop.db.execute(sql`
    with originals as (select id, name, slug, row_number() over (order by id) - 1 as n from products),
    made as (
      insert into products (name, slug)
      select o.name || ' No. ' || copy, o.slug || '-' || copy
        from generate_series(1, ${PRODUCTS} - (select count(*) from originals)) copy
        join originals o on o.n = copy % (select count(*) from originals)
      returning id, slug
    )
    insert into product_ingredients (product_id, ingredient, sort)
    select made.id, i.ingredient, i.sort
      from made join originals o on made.slug like o.slug || '-%' join product_ingredients i on i.product_id = o.id`);
  invalidateCatalog();
  ({ sessionId } = await sessionWithCart(shop));
  // the catalogue is read once, whole, by the first list: not what is measured here
  assert.equal((await get(shop, '/api/products?page=1')).statusCode, 200);
});
after(() => shop.close());

const searchFor = (text: string) => get(shop, `/api/products?q=${encodeURIComponent(text)}`);

test(`at ${PRODUCTS} products every worst search answers, and a cart read amid them stays quick`, async () => {
  for (const [name, text] of Object.entries(worstSearches)) {
    assert.ok(text.length <= 100, name);
    const searches = Array.from({ length: 4 }, () => searchFor(text));
    // once one is answered, the others are in the database or waiting for it
    await Promise.race(searches);
    const started = performance.now();
    const cart = await get(shop, '/api/cart', sessionHeader(sessionId));
    const cartMs = performance.now() - started;
    assert.equal(cart.statusCode, 200, cart.body);
    for (const search of await Promise.all(searches)) assert.equal(search.statusCode, 200, `${name}: ${search.body}`);
    assert.ok(cartMs < CART_READ_BUDGET_MS, `${name}: the cart read took ${Math.round(cartMs)} ms`);
  }
});

test('a word found in most of the catalogue is ranked among the first matches, and the answer says more match', async () => {
  const page = productPageResponse.parse((await searchFor('mix')).json());
  assert.equal(page.total_capped, true);
  assert.ok(page.total >= 1_000 && page.total < PRODUCTS, String(page.total));
  assert.equal(page.data.length, 24);
  assert.ok(page.data.every((product) => /mix/i.test(product.name)));
});
