// The catalogue-size step: a shop on PostgreSQL grown to BENCH_CATALOGUE_PRODUCTS products (10,000) and
// BENCH_CATALOGUE_COMBOS combos (1,000), and what its pages, its search and its process weigh then.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { paths } from 'shared/config/routes';
import { type CatalogChange, changeAsNotice, changedProducts } from '../../api/src/modules/catalog/catalog-change.ts';
import { CATALOG_CHANGED } from '../../api/src/plugins/catalog-sync.ts';
import { pageRenderingLoad } from './page-rendering-load.ts';
import { freshBenchDatabase } from './bench-database.ts';
import { startShop } from './shop-server.ts';

export interface CatalogueRow {
  measure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

const LIST_PAGE_TARGET = 150 * 1024;
const HOME_TARGET = 120 * 1024;
const FIRST_READ_TARGET_MS = 1000;
const MEMORY_TARGET = 600 * 1024 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return {
    status: response.status,
    body,
    ms: performance.now() - started,
    cache: response.headers.get('x-page-cache'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The resident memory of the API's process: the node running `api/src/server.ts` under `npm start` (Linux only). */
function apiMemory(): number | undefined {
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!commandLine.includes('src/server.ts')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (rss) return Number(rss) * 1024;
    }
  } catch {
    // no /proc here
  }
  return undefined;
}

/** Tells the shop the catalogue changed, as another instance's back-office write does (sender, then the change). */
const announceChange = (client: pg.Client, change: CatalogChange) =>
  client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, `bench\n${changeAsNotice(change)}`]);

/** The time from a change's announcement until `url` shows it (the catalogue read afresh), polling. */
async function firstReadAfter(
  client: pg.Client,
  url: string,
  shows: string,
  change: CatalogChange,
  write?: () => Promise<unknown>,
) {
  await write?.();
  await announceChange(client, change);
  const started = performance.now();
  for (;;) {
    const read = await timed(url);
    const waited = performance.now() - started;
    if (read.body.includes(shows) || waited > 30_000) return waited;
  }
}

function memoryRow(when: string): CatalogueRow {
  const memory = apiMemory();
  return {
    measure: `API process memory (resident), ${when}`,
    value: memory === undefined ? 'not measured here' : `${Math.round(memory / 1024 / 1024)} MB`,
    target: `≤ ${MEMORY_TARGET / 1024 / 1024} MB`,
    ok: memory === undefined ? undefined : memory <= MEMORY_TARGET,
  };
}

export async function catalogueSizeSection(): Promise<CatalogueRow[]> {
  const products = Number(process.env.BENCH_CATALOGUE_PRODUCTS || 10_000);
  const combos = Number(process.env.BENCH_CATALOGUE_COMBOS || 1_000);
  const databaseUrl = await freshBenchDatabase('healthy_grains_catalogue');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healthy-grains-catalogue-'));
  const shop = await startShop({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows: CatalogueRow[] = [];
  const pages = [
    ['product list page', paths.products, LIST_PAGE_TARGET],
    ['product list, page 2', `${paths.products}?page=2`, LIST_PAGE_TARGET],
    ['home', paths.home, HOME_TARGET],
  ] as const;
  try {
    // a page's first render after the start may find a remote's server code still loading
    for (const [, address] of pages) await timed(`${shop.baseURL}${address}`);
    const started = performance.now();
    await client.query(`set bench.products = '${products}'; set bench.combos = '${combos}'`);
    await client.query(readFileSync(path.join(import.meta.dirname, 'catalogue-fill.sql'), 'utf8'));
    const copies = await client.query<{ kind: string; new_id: number; original_id: number }>(
      'select kind, new_id, original_id from catalogue_copies',
    );
    // the images are reused: each copy's folder is a link to its original's
    for (const { kind, new_id, original_id } of copies.rows) {
      const folder = path.join(dataDir, 'storage', kind === 'product' ? 'product' : 'product_combo');
      mkdirSync(folder, { recursive: true });
      symlinkSync(path.join(folder, String(original_id)), path.join(folder, String(new_id)));
    }
    rows.push({
      measure: `filled to ${products} products and ${combos} combos`,
      value: ms(performance.now() - started),
    });

    const lastProduct = Math.max(...copies.rows.filter((copy) => copy.kind === 'product').map((copy) => copy.new_id));
    // the newest product is found only once the catalogue is read afresh
    const firstRead = await firstReadAfter(
      client,
      `${shop.baseURL}/api/products/${lastProduct}`,
      '"status":true',
      'all',
    );
    rows.push({ measure: 'first read after the catalogue grew', value: ms(firstRead) });

    const wholeList = await timed(`${shop.baseURL}/api/products`);
    rows.push({
      measure: 'GET api/products (the whole list)',
      value: `${kb(wholeList.body.length)}, ${ms(wholeList.ms)}`,
    });

    for (const [name, address, target] of pages) {
      const page = await timed(`${shop.baseURL}${address}`);
      // rendered on the server: its product cards are in the HTML
      const rendered = page.body.includes(`href="${paths.product(1).replace(/1$/, '')}`);
      rows.push({
        measure: `${name}: HTML, first render after the change${rendered ? '' : ' (left to the browser)'}`,
        value: `${kb(Buffer.byteLength(page.body))}, ${ms(page.ms)}`,
        target: `≤ ${kb(target)}, rendered on the server`,
        ok: rendered && Buffer.byteLength(page.body) <= target,
      });
    }

    const searches = ['multigrian', 'protien', 'ragi dosa', 'millet', 'fenugreek'];
    const searchTimes: number[] = [];
    for (const words of searches)
      searchTimes.push((await timed(`${shop.baseURL}/api/products?q=${encodeURIComponent(words)}`)).ms);
    rows.push({
      measure: `search (median of ${searches.length}: ${searches.join(', ')})`,
      value: ms(median(searchTimes)),
    });

    const otherProductPage = `${shop.baseURL}${paths.product(2)}`;
    await timed(otherProductPage);
    const newName = `Gluten-Free Multigrain Flour (edited ${Date.now()})`;
    const afterEdit = await firstReadAfter(client, `${shop.baseURL}/api/products/1`, newName, changedProducts(1), () =>
      client.query('update products set name = $1, updated_at = now() where id = 1', [newName]),
    );
    rows.push({
      measure: 'first read after one product is edited',
      value: ms(afterEdit),
      target: `≤ ${ms(FIRST_READ_TARGET_MS)}`,
      ok: afterEdit <= FIRST_READ_TARGET_MS,
    });
    const editedPage = await timed(`${shop.baseURL}${paths.product(1)}`);
    rows.push({
      measure: 'the edited product’s page, first render after the edit',
      value: `${editedPage.body.includes(newName) ? 'shows the edit' : 'DOES NOT show the edit'}, ${ms(editedPage.ms)}`,
      ok: editedPage.body.includes(newName),
    });
    const otherPage = await timed(otherProductPage);
    rows.push({
      measure: 'another product’s page after the edit',
      value: `${otherPage.cache ?? 'no'} (X-Page-Cache), ${ms(otherPage.ms)}`,
      target: 'hit: still kept',
      ok: otherPage.cache === 'hit',
    });

    rows.push(memoryRow('after the reads above'));

    const { uncached } = await pageRenderingLoad(`${shop.baseURL}${paths.product(3)}`);
    rows.push({
      measure: 'product page rendered every time: req/s (p99)',
      value: `${Math.round(uncached.requestsPerSecond)} (${uncached.p99Ms} ms)${
        uncached.errors + uncached.non2xx ? `, ${uncached.errors + uncached.non2xx} errors/non-2xx` : ''
      }`,
    });
    rows.push(memoryRow('after 6 s of those renders'));
  } finally {
    await client.end();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
