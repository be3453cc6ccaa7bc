import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { readConfig } from '../../config.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';
import { onPostgres, startTestShop, testDatabaseUrl, type TestShop } from '../../test/test-shop.ts';
import { SEARCH_TOO_SLOW } from './product-page.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({
    rateLimits: { ...readConfig({}).rateLimits, productSearch: { max: 2, timeWindowMs: 600_000 } },
  });
});
after(() => shop.close());

const productsFrom = (remoteAddress: string, query: string) =>
  shop.app.inject({ method: 'GET', url: `/api/products?${query}`, remoteAddress });

test('searches are limited per client address: 429 with Retry-After past the limit', async () => {
  const shopper = '203.0.113.21';
  for (const words of ['ragi', 'millet']) assert.equal((await productsFrom(shopper, `q=${words}`)).statusCode, 200);
  const refused = await productsFrom(shopper, 'q=besan');
  assert.equal(refused.statusCode, 429);
  assert.deepEqual(refused.json(), { status: false, message: TOO_MANY_REQUESTS });
  assert.ok(Number(refused.headers['retry-after']) > 0);

  // pages without words, another address, and the shop's own page renders (loopback) are not counted
  for (const query of ['page=2', 'sort=price-asc', `q=${encodeURIComponent('   ')}`, 'per_page=1'])
    assert.equal((await productsFrom(shopper, query)).statusCode, 200, query);
  assert.equal((await productsFrom('203.0.113.22', 'q=ragi')).statusCode, 200);
  for (let search = 0; search < 5; search += 1)
    assert.equal((await productsFrom('127.0.0.1', 'q=ragi')).statusCode, 200);
  assert.equal((await productsFrom(shopper, 'q=ragi')).statusCode, 429);
});

test(
  'a search past its statement timeout answers 503 with Retry-After, and the next one works',
  { skip: !onPostgres && 'PGlite cannot enforce a statement timeout (single-user mode)' },
  async () => {
    // another session holds the ingredients table, so the search waits for it until its timeout
    const holder = new pg.Client({ connectionString: testDatabaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin; lock table product_ingredients in access exclusive mode');
      const timedOut = await productsFrom('203.0.113.31', 'q=ragi');
      assert.equal(timedOut.statusCode, 503);
      assert.deepEqual(timedOut.json(), { status: false, message: SEARCH_TOO_SLOW });
      assert.ok(Number(timedOut.headers['retry-after']) > 0);
      await holder.query('rollback');
      const retried = await productsFrom('203.0.113.31', 'q=ragi');
      assert.equal(retried.statusCode, 200, retried.body);
      // the timeout was the search's own: other calls keep the usual one
      const shown: unknown = await shop.db.execute(sql`show statement_timeout`);
      assert.deepEqual((shown as { rows: unknown[] }).rows, [{ statement_timeout: '10s' }]);
    } finally {
      await holder.end();
    }
  },
);
