import { http, HttpResponse } from 'msw';
import { paths } from 'shared/config/routes';
import { mswServer } from 'shared/testing/msw-server';
import { sitemapXml } from '../crawler-files.ts';

const API = 'http://api.test';

/** Serves a catalogue of two products and one combo holding the second, each with when it last changed. */
function serveCatalogue({ combo, flour, chilla }: { combo: string; flour: string; chilla: string }) {
  mswServer.use(
    http.get(`${API}/api/products`, () =>
      HttpResponse.json({
        status: true,
        data: [
          { id: 1, updated_at: flour },
          { id: 2, updated_at: chilla },
        ],
      }),
    ),
    http.get(`${API}/api/product-combos`, () =>
      HttpResponse.json({
        status: true,
        data: [{ id: 7, updated_at: combo, combo_items: [{ id: 1, product: { id: 2, name: 'Chilla Mix' } }] }],
      }),
    ),
  );
}

const entryOf = (sitemap: string, path: string) =>
  new RegExp(`<url><loc>https://shop\\.test${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`).exec(sitemap);

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
