import { paths } from 'shared/config/routes';
import type { ComboSummary, ProductSummary } from 'shared/contracts/catalog';
import { isServerRendered, routeTable } from '../routes/route-table.ts';
import { escapeHtml } from './escape-html.ts';

/** Where a route's addresses start: its path up to its first parameter. */
const pathPrefix = (path: string) => path.split(':')[0]!;

/** Keeps crawlers to the public pages: the cart, checkout, accounts, the back office and the API are not theirs. */
export function robotsTxt(shopUrl: string): string {
  const personal = [
    ...new Set(routeTable.filter((route) => !isServerRendered(route)).map(({ path }) => pathPrefix(path))),
  ];
  return [
    'User-agent: *',
    ...personal.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${shopUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function listOf<T>(url: string): Promise<T[]> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}

/** A sitemap entry: a page, and when it last changed if the shop knows (a W3C date-time). */
interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function urlElement(shopUrl: string, { path, lastmod }: SitemapEntry): string {
  const lastmodElement = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(`${shopUrl}${path}`)}</loc>${lastmodElement}</url>`;
}

/**
 * A combo's page shows its products too (their names, weights and prices): it changed when the combo or any of
 * them last did. ISO 8601 dates in UTC compare as text.
 */
function comboLastChange(combo: ComboSummary, productChanges: Map<number, string | undefined>): string | undefined {
  const dates = [combo.updated_at, ...combo.combo_items.map(({ product }) => productChanges.get(product.id))];
  return dates
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
}

/**
 * Every public page without a parameter (not the splash), every product and every combo on sale; a product or
 * combo with when it last changed, the other pages with no date, as none is known for them.
 */
export async function sitemapXml(apiOrigin: string, shopUrl: string): Promise<string> {
  const [products, combos] = await Promise.all([
    listOf<ProductSummary>(`${apiOrigin}/api/products`),
    listOf<ComboSummary>(`${apiOrigin}/api/product-combos`),
  ]);
  const productChanges = new Map(products.map(({ id, updated_at }) => [id, updated_at]));
  const pages = routeTable
    .filter((route) => isServerRendered(route) && !route.path.includes(':') && route.path !== paths.splash)
    .map(({ path }) => ({ path }));
  const entries: SitemapEntry[] = [
    ...pages,
    ...products.map(({ id, updated_at }) => ({ path: paths.product(id), lastmod: updated_at })),
    ...combos.map((combo) => ({ path: paths.combo(combo.id), lastmod: comboLastChange(combo, productChanges) })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(shopUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}
