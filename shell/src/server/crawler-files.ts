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

const lastmodElement = (lastmod: string | undefined) => (lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '');

const urlElement = (shopUrl: string, { path, lastmod }: SitemapEntry) =>
  `<url><loc>${escapeHtml(`${shopUrl}${path}`)}</loc>${lastmodElement(lastmod)}</url>`;

/** The latest of some dates, none when none is known. ISO 8601 dates in UTC compare as text. */
const latest = (dates: (string | undefined)[]) =>
  dates
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);

/**
 * A combo's page shows its products too (their names, weights and prices): it changed when the combo or any of
 * them last did.
 */
const comboLastChange = (combo: ComboSummary, productChanges: Map<number, string | undefined>) =>
  latest([combo.updated_at, ...combo.combo_items.map(({ product }) => productChanges.get(product.id))]);

/** The protocol's limit of addresses in one sitemap file; past it `/sitemap.xml` becomes an index of numbered files. */
export const SITEMAP_LIMIT = 50_000;

/** The API's answers the sitemap is made from (under `/api/`): the API keeps it until one of them changes. */
export const SITEMAP_READS = ['products', 'product-combos'];

/**
 * Every public page without a parameter (not the splash), every product and every combo on sale; a product or
 * combo with when it last changed, the other pages with no date, as none is known for them.
 */
async function sitemapEntries(apiOrigin: string): Promise<SitemapEntry[]> {
  const [productsPath, combosPath] = SITEMAP_READS;
  const [products, combos] = await Promise.all([
    listOf<ProductSummary>(`${apiOrigin}/api/${productsPath}`),
    listOf<ComboSummary>(`${apiOrigin}/api/${combosPath}`),
  ]);
  const productChanges = new Map(products.map(({ id, updated_at }) => [id, updated_at]));
  const pages = routeTable
    .filter((route) => isServerRendered(route) && !route.path.includes(':') && route.path !== paths.splash)
    .map(({ path }) => ({ path }));
  return [
    ...pages,
    ...products.map(({ id, updated_at }) => ({ path: paths.product(id), lastmod: updated_at })),
    ...combos.map((combo) => ({ path: paths.combo(combo.id), lastmod: comboLastChange(combo, productChanges) })),
  ];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlSet = (shopUrl: string, entries: SitemapEntry[]) =>
  [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((entry) => urlElement(shopUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');

/** The numbered files, each dated by the latest change it lists. */
const sitemapIndex = (shopUrl: string, parts: SitemapEntry[][]) =>
  [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...parts.map(
      (part, index) =>
        `<sitemap><loc>${escapeHtml(`${shopUrl}/sitemap-${index + 1}.xml`)}</loc>${lastmodElement(
          latest(part.map(({ lastmod }) => lastmod)),
        )}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');

/**
 * `/sitemap.xml` (no `part`): every address, or past `limit` of them an index of `/sitemap-1.xml`, `/sitemap-2.xml`…
 * each holding `limit` at most; with `part`, that numbered file, undefined when there is none.
 */
export async function sitemapXml(
  apiOrigin: string,
  shopUrl: string,
  part?: number,
  limit = SITEMAP_LIMIT,
): Promise<string | undefined> {
  const entries = await sitemapEntries(apiOrigin);
  const parts = Array.from({ length: Math.ceil(entries.length / limit) }, (_, index) =>
    entries.slice(index * limit, (index + 1) * limit),
  );
  if (part === undefined) return parts.length > 1 ? sitemapIndex(shopUrl, parts) : urlSet(shopUrl, entries);
  const wanted = parts.length > 1 ? parts[part - 1] : undefined;
  return wanted && urlSet(shopUrl, wanted);
}
