import {
  type ComboPageQuery,
  MAX_PRODUCT_SEARCH_LENGTH,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductPageQuery,
  type ProductSort,
} from 'shared/contracts/catalog-pages';
import { paths } from 'shared/config/routes';

/** What the product list's address asks for (`?page=2&q=ragi&sort=price-asc&in_stock=1`), within the API's bounds. */
export interface ProductListAddress {
  page: number;
  /** trimmed; empty: no search */
  q: string;
  sort: ProductSort;
  inStock: boolean;
}

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** Anything the address gets wrong (a page of "x", an unknown sort) falls back to the first page, as listed. */
export function productListAddressOf(search: URLSearchParams): ProductListAddress {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 2_147_483_647 ? page : 1,
    // cut at a character, never inside one, as the API counts them
    q: Array.from((search.get('q') ?? '').trim())
      .slice(0, MAX_PRODUCT_SEARCH_LENGTH)
      .join(''),
    sort: isSort(sort) ? sort : 'relevance',
    inStock: search.get('in_stock') === '1',
  };
}

/** The API's question for that page; the server's loader and the page ask it alike, so the browser asks it once. */
export const productPageQueryOf = ({ page, q, sort, inStock }: ProductListAddress): ProductPageQuery => ({
  page,
  per_page: PRODUCT_PAGE_SIZE,
  ...(q ? { q } : {}),
  ...(sort === 'relevance' ? {} : { sort }),
  ...(inStock ? { in_stock: 1 } : {}),
});

/**
 * The combos a page of the list shows under its products: the plain list's page N shows the Nth page of combos
 * too, so one pager reaches every combo; a search shows none (it finds products).
 */
export const listCombosQueryOf = ({ page }: ProductListAddress): ComboPageQuery => ({
  page,
  per_page: PRODUCT_PAGE_SIZE,
});

export const showsCombos = ({ q }: ProductListAddress) => !q;

interface ListPage {
  total: number;
  per_page: number;
}

/** How many pages the list has: as many as the longer of its products and its combos need. */
export const listPagesOf = (...lists: (ListPage | undefined)[]) =>
  Math.max(0, ...lists.map((list) => (list ? Math.ceil(list.total / list.per_page) : 0)));

/** The address of a page of the same search: page 1 and the defaults are left out, so each page has one address. */
export function productListHref({ page, q, sort, inStock }: ProductListAddress): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (sort !== 'relevance') search.set('sort', sort);
  if (inStock) search.set('in_stock', '1');
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${paths.products}?${query}` : paths.products;
}
