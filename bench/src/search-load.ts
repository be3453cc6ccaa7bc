// The search load: a shop on the embedded database (PGlite) grown to 10,000 products, four clients searching the
// worst searches found without pause, and a shopper reading her cart and a monitor the health check meanwhile.
// With BENCH_BASELINE=<git ref> that revision runs the same load first, in a worktree, in the same run.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { worstSearches } from '../../api/src/test/worst-searches.ts';
import { repoRoot, startShopProcess, type ShopProcess } from '../../scripts/testing/shop-process.ts';
import { checkOutBaseline } from './baseline-shop.ts';
import { sessionWithCart } from './cart-checkout-load.ts';

export interface SearchLoadRow {
  measure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

const PRODUCTS = 10_000;
const SEARCHERS = 4;
const LOAD_MS = 10_000;
/** The bound: no public query holds the embedded database more than ~100 ms, so a cart read waits < 200. */
const CART_P99_TARGET_MS = 200;

/** The API alone (no front ends needed) of the checkout in `cwd`, on the embedded database in `dataDir`. */
const startApi = (cwd: string, dataDir: string) =>
  startShopProcess({
    command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
    cwd,
    tempDirPrefix: 'healthy-grains-bench-search-',
    env: () => ({ DATA_DIR: dataDir }),
    startupTimeoutMs: 300_000,
  });

/**
 * Grows the stopped shop's database to PRODUCTS products with the bench's catalogue fill, as the back office would;
 * each copy's image folder is a link to its original's, so the start draws none.
 */
async function fillCatalogue(dataDir: string) {
  // where api/src/server.ts keeps the embedded database and the images
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    await db.exec(`set bench.products = '${PRODUCTS}'; set bench.combos = '0'`);
    await db.exec(readFileSync(path.join(import.meta.dirname, 'catalogue-fill.sql'), 'utf8'));
    const copies = await db.query<{ new_id: number; original_id: number }>(
      "select new_id, original_id from catalogue_copies where kind = 'product'",
    );
    const folder = path.join(dataDir, 'storage', 'product');
    for (const { new_id, original_id } of copies.rows)
      symlinkSync(path.join(folder, String(original_id)), path.join(folder, String(new_id)));
  } finally {
    await db.close();
  }
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;
const figures = (values: number[]) =>
  `p50 ${Math.round(percentile(values, 0.5))} ms, p99 ${Math.round(percentile(values, 0.99))} ms, ` +
  `max ${Math.round(Math.max(...values))} ms (${values.length})`;

async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Runs `step` again and again until `until`, a pause of `pauseMs` after each, and collects what it answers. */
async function repeat<T>(until: number, pauseMs: number, step: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  while (performance.now() < until) {
    results.push(await step());
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return results;
}

async function loadOn(shop: ShopProcess, label: string): Promise<SearchLoadRow[]> {
  // the first list reads the whole catalogue into memory: not what is measured
  const warm = await timedGet(`${shop.baseURL}/api/products?page=1`);
  if (warm.status !== 200) throw new Error(`${label}: the first product list answered ${warm.status}`);
  const session = await sessionWithCart(shop.baseURL);
  const cartHeaders = { 'x-session-id': session };
  const texts = Object.values(worstSearches);
  let next = 0;
  const until = performance.now() + LOAD_MS;
  // from this host, so the search limit (which spares loopback, the shop's own page renders) does not refuse them
  const searchers = Array.from({ length: SEARCHERS }, () =>
    repeat(until, 0, () =>
      timedGet(`${shop.baseURL}/api/products?q=${encodeURIComponent(texts[next++ % texts.length]!)}`),
    ),
  );
  const [carts, health, ...searched] = await Promise.all([
    repeat(until, 50, () => timedGet(`${shop.baseURL}/api/cart`, cartHeaders)),
    repeat(until, 50, () => timedGet(`${shop.baseURL}/api/health`)),
    ...searchers,
  ]);
  const searches = searched.flat();
  const statuses = (answers: { status: number }[]) =>
    [...new Set(answers.map((answer) => answer.status))].sort().join(', ');
  const cartP99 = percentile(
    carts.map((cart) => cart.ms),
    0.99,
  );
  return [
    {
      measure: `${label}: GET /api/cart amid ${SEARCHERS} searchers`,
      value: `${figures(carts.map((cart) => cart.ms))}; ${statuses(carts)}`,
      target: `p99 < ${CART_P99_TARGET_MS} ms`,
      ok: cartP99 < CART_P99_TARGET_MS,
    },
    {
      measure: `${label}: GET /api/health amid them`,
      value: `${figures(health.map((answer) => answer.ms))}; ${statuses(health)}`,
    },
    {
      measure: `${label}: the worst searches`,
      value: `${figures(searches.map((search) => search.ms))}; ${statuses(searches)}`,
    },
  ];
}

/** Starts the checkout in `cwd` on a fresh database, grows it to PRODUCTS products, and runs the load on it. */
async function searchLoadOf(cwd: string, label: string): Promise<SearchLoadRow[]> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'healthy-grains-search-data-')), 'data');
  try {
    // a first start migrates and seeds the database, which the fill then grows while no API holds it
    await (await startApi(cwd, dataDir)).stop();
    const started = performance.now();
    await fillCatalogue(dataDir);
    const fill = {
      measure: `${label}: filled to ${PRODUCTS} products`,
      value: `${Math.round(performance.now() - started)} ms`,
    };
    const shop = await startApi(cwd, dataDir);
    try {
      return [fill, ...(await loadOn(shop, label))];
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

export async function searchLoadSection(): Promise<SearchLoadRow[]> {
  const ref = process.env.BENCH_BASELINE;
  const rows: SearchLoadRow[] = [];
  if (ref) {
    const baseline = checkOutBaseline(ref);
    try {
      rows.push(...(await searchLoadOf(baseline.dir, baseline.label)));
    } finally {
      baseline.remove();
    }
  }
  rows.push(...(await searchLoadOf(repoRoot, 'this checkout')));
  return rows;
}
