import { http, HttpResponse } from 'msw';
import { paths } from 'shared/config/routes';
import type { ComboSummary, ProductSummary } from 'shared/contracts/catalog';
import { mswServer } from 'shared/testing/msw-server';
import { sitemapXml } from './crawler-files.ts';

const API = 'http://api.test';

const aProduct = (id: number, name: string, updated_at: string): ProductSummary => ({
  id,
  name,
  in_stock: 1,
  is_best_seller: 0,
  images: [],
  prices: [],
  updated_at,
});

/** Serves a catalogue of two products and one combo holding the second, each with when it last changed. */
function serveCatalogue({ combo, flour, chilla }: { combo: string; flour: string; chilla: string }) {
  const combos: ComboSummary[] = [
    {
      id: 7,
      name: 'Breakfast Combo',
      image: 'breakfast-combo.webp',
      combo_price: 499,
      is_best_seller: 0,
      combo_items: [{ id: 1, product: { id: 2, name: 'Chilla Mix' } }],
      updated_at: combo,
    },
  ];
  mswServer.use(
    http.get(`${API}/api/products`, () =>
      HttpResponse.json({ status: true, data: [aProduct(1, 'Flour', flour), aProduct(2, 'Chilla Mix', chilla)] }),
    ),
    http.get(`${API}/api/product-combos`, () => HttpResponse.json({ status: true, data: combos })),
  );
}

const entryOf = (sitemap: string | undefined, path: string) =>
  new RegExp(`<url><loc>https://shop\\.test${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`).exec(sitemap ?? '');

test('a product is dated by its own last change, a combo by the latest of its own and its products’', async () => {
  serveCatalogue({
    flour: '2026-11-20T08:00:00.000Z',
    chilla: '2026-11-25T09:30:00.000Z',
    combo: '2026-11-22T10:00:00.000Z',
  });
  const sitemap = await sitemapXml(API, 'https://shop.test');
  expect(entryOf(sitemap, paths.product(1))?.[1]).toBe('2026-11-20T08:00:00.000Z');
  expect(entryOf(sitemap, paths.combo(7))?.[1]).toBe('2026-11-25T09:30:00.000Z');
});

test('a combo changed after its products keeps its own date; pages without a known date have none', async () => {
  serveCatalogue({
    flour: '2026-11-20T08:00:00.000Z',
    chilla: '2026-11-21T09:30:00.000Z',
    combo: '2026-11-26T10:00:00.000Z',
  });
  const sitemap = await sitemapXml(API, 'https://shop.test');
  expect(entryOf(sitemap, paths.combo(7))?.[1]).toBe('2026-11-26T10:00:00.000Z');
  const home = entryOf(sitemap, paths.home);
  expect(home).not.toBeNull();
  expect(home?.[1]).toBeUndefined();
});

test('past the limit of addresses, the sitemap is an index of numbered files that hold every address once', async () => {
  serveCatalogue({
    flour: '2026-11-20T08:00:00.000Z',
    chilla: '2026-11-25T09:30:00.000Z',
    combo: '2026-11-22T10:00:00.000Z',
  });
  const whole = (await sitemapXml(API, 'https://shop.test'))!;
  const addresses = [...whole.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const limit = Math.ceil(addresses.length / 3);

  const index = (await sitemapXml(API, 'https://shop.test', undefined, limit))!;
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(files).toEqual([1, 2, 3].map((part) => `https://shop.test/sitemap-${part}.xml`));

  const parts = await Promise.all([1, 2, 3].map((part) => sitemapXml(API, 'https://shop.test', part, limit)));
  const listed = parts.flatMap((part) => [...part!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  expect(listed).toEqual(addresses);
  for (const part of parts) expect(part!.match(/<url>/g)!.length).toBeLessThanOrEqual(limit);
  expect(index).toContain('<lastmod>2026-11-25T09:30:00.000Z</lastmod></sitemap>');
  expect(await sitemapXml(API, 'https://shop.test', 4, limit)).toBeUndefined();
});

test('a shop within the limit has one sitemap and no numbered files', async () => {
  serveCatalogue({
    flour: '2026-11-20T08:00:00.000Z',
    chilla: '2026-11-25T09:30:00.000Z',
    combo: '2026-11-22T10:00:00.000Z',
  });
  expect(await sitemapXml(API, 'https://shop.test')).toContain('<urlset');
  expect(await sitemapXml(API, 'https://shop.test', 1)).toBeUndefined();
});
