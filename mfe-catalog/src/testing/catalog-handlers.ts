import { http, HttpResponse } from 'msw';
import type { Combo, ComboSummary, Product, ProductPageResponse, ProductSummary } from 'shared/contracts/catalog';
import { mswServer } from 'shared/testing/msw-server';

const answer = (data: unknown) => HttpResponse.json({ status: true, data });

/** The page of `items` the request asks for (`page`, `per_page`), as the API answers it. */
function pageAnswer(query: URLSearchParams, items: unknown[], more: object = {}) {
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 24);
  const data = items.slice((page - 1) * perPage, page * perPage);
  return HttpResponse.json({ status: true, data, total: items.length, page, per_page: perPage, ...more });
}

/** The API as the catalogue pages call it, answering with the given data. */
/**
 * The paged product list: `per_page` products of `page` from those given, filtered by `in_stock` and `best_seller`
 * but whatever the search (the API's search is tested on the server); `asked` collects each request's query.
 */
export function serveProductPages(
  products: ProductSummary[],
  /** what a search's answer says besides: words it left out, a capped total */
  more: Pick<ProductPageResponse, 'ignored_words' | 'total_capped'> = {},
) {
  const asked: URLSearchParams[] = [];
  mswServer.use(
    http.get('*/api/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const listed = products.filter(
        (product) =>
          (query.get('in_stock') !== '1' || product.in_stock === 1) &&
          (query.get('best_seller') !== '1' || product.is_best_seller === 1),
      );
      return pageAnswer(query, listed, more);
    }),
  );
  return asked;
}

/** The paged combo list: `per_page` combos of `page` from those given, only best sellers when asked. */
export const serveCombos = (combos: ComboSummary[]) =>
  mswServer.use(
    http.get('*/api/product-combos', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return pageAnswer(
        query,
        combos.filter((combo) => query.get('best_seller') !== '1' || combo.is_best_seller === 1),
      );
    }),
  );

export const serveProduct = (product: Product) =>
  mswServer.use(http.get(`*/api/products/${product.id}`, () => answer(product)));

export const serveCombo = (combo: Combo) =>
  mswServer.use(http.get(`*/api/product-combos/${combo.id}`, () => answer(combo)));

export const failWith = (path: string, status: number, message: string) =>
  mswServer.use(http.get(`*/api/${path}`, () => HttpResponse.json({ status: false, message }, { status })));
