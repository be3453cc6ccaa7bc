import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { productPageResponse } from 'shared/contracts/catalog';
import { get } from '../../test/requests.ts';
import { sessionHeader, sessionWithCart } from '../../test/shop-builders.ts';
import { aboutEmbeddedDatabase, startTestShop, type TestShop } from '../../test/test-shop.ts';
import { worstSearches } from '../../test/worst-searches.ts';
import { products } from '../../db/schema.ts';
import { invalidateCatalog } from './service.ts';

/** The catalogue's size in the issue that bounded searches: where one search held the embedded database seconds. */
const PRODUCTS = 10_000;
/** What searches may add to a cart read: the database may be held ~100 ms by a search, twice that by the queue. */
const CART_READ_BUDGET_MS = 200;
/** Copies made per statement: the whole fill in one would outlast the pool's query timeout on a busy machine. */
const FILL_BATCH = 1_000;

// one search held the embedded database, and with it every other call: PostgreSQL has a connection per call
describe(`searches in a catalogue of ${PRODUCTS} products`, { skip: aboutEmbeddedDatabase }, () => {
  let shop: TestShop;
  let sessionId: string;
  before(async () => {
    shop = await startTestShop();
    const seeded = await shop.db.$count(products);
    for (let first = 1; first <= PRODUCTS - seeded; first += FILL_BATCH) {
      const last = Math.min(first + FILL_BATCH - 1, PRODUCTS - seeded);
      // numbered copies of the seeded products, each with its original's ingredients
      await shop.db.execute(sql`
        with numbered as (select id, name, slug, row_number() over (order by id) - 1 as n from products),
        originals as (select * from numbered where n < ${seeded}),
        made as (
          insert into products (name, slug)
          select o.name || ' No. ' || copy, o.slug || '-' || copy
            from generate_series(${first}::int, ${last}::int) copy
            join originals o on o.n = copy % ${seeded}
          returning id, slug
        )
        insert into product_ingredients (product_id, ingredient, sort)
        select made.id, i.ingredient, i.sort
          from made join originals o on made.slug like o.slug || '-%' join product_ingredients i on i.product_id = o.id`);
    }
    invalidateCatalog();
    ({ sessionId } = await sessionWithCart(shop));
    // the catalogue is read once, whole, by the first list: not what is measured here
    assert.equal((await get(shop, '/api/products?page=1')).statusCode, 200);
  });
  after(() => shop.close());

  /**
   * The time of one cart read. Read alone just before, it is what a busy machine adds to any call, which the searches
   * are not to blame for: the test holds them to what they add.
   */
  async function cartReadMs(): Promise<number> {
    const started = performance.now();
    const cart = await get(shop, '/api/cart', sessionHeader(sessionId));
    const ms = performance.now() - started;
    assert.equal(cart.statusCode, 200, cart.body);
    return ms;
  }

  const searchFor = (text: string) => get(shop, `/api/products?q=${encodeURIComponent(text)}`);

  /** A cart read alone, then amid four of one search: the difference is what the searches added to it. */
  async function cartReadAloneAndAmid(name: string, text: string): Promise<{ amidMs: number; aloneMs: number }> {
    const aloneMs = await cartReadMs();
    const searches = Array.from({ length: 4 }, () => searchFor(text));
    // once one is answered, the others are in the database or waiting for it
    await Promise.race(searches);
    const amidMs = await cartReadMs();
    for (const search of await Promise.all(searches)) assert.equal(search.statusCode, 200, `${name}: ${search.body}`);
    return { amidMs, aloneMs };
  }

  /**
   * A shared machine's load comes and goes while an unbounded search is slow every time (the search before the
   * bounds added 1.5 s on a quiet machine): a measure over the budget is taken again, up to this many times in all.
   */
  const TRIES = 3;
  const withinBudget = ({ amidMs, aloneMs }: { amidMs: number; aloneMs: number }) =>
    amidMs - aloneMs < CART_READ_BUDGET_MS;

  test(`at ${PRODUCTS} products every worst search answers, and a cart read amid them stays quick`, async () => {
    for (const [name, text] of Object.entries(worstSearches)) {
      assert.ok(text.length <= 100, name);
      const measures = [];
      for (let tried = 0; tried < TRIES; tried += 1) {
        const measure = await cartReadAloneAndAmid(name, text);
        measures.push(measure);
        if (withinBudget(measure)) break;
      }
      assert.ok(
        withinBudget(measures.at(-1)!),
        `${name}: the cart read took ${measures.map((m) => `${Math.round(m.amidMs)} ms amid the searches, ${Math.round(m.aloneMs)} ms alone`).join('; then ')}`,
      );
    }
  });

  test('a word found in most of the catalogue is ranked among the first matches, and the answer says more match', async () => {
    const page = productPageResponse.parse((await searchFor('mix')).json());
    assert.equal(page.total_capped, true);
    assert.ok(page.total >= 1_000 && page.total < PRODUCTS, String(page.total));
    assert.equal(page.data.length, 24);
    assert.ok(page.data.every((product) => /mix/i.test(product.name)));
  });
});
