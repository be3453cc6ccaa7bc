// What a client may ask of the catalogue's lists: plain values and types, no schema, so the browser's code that
// builds the questions carries no validation library.

/**
 * How `GET api/products` orders a page: `relevance` is the search's best match first, or, with no search, the
 * catalogue's own order (by id); `newest` the last added first; by price, the lowest price a product sells at.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 96;
export const MAX_PRODUCT_SEARCH_LENGTH = 100;
/** A search looks for its first 8 different words of 2 characters or more; the others are left out, and said. */
export const MAX_SEARCH_WORDS = 8;
export const MIN_SEARCH_WORD_LENGTH = 2;

/** `GET api/products` with any of these answers one page; with none, the whole list. */
export interface ProductPageQuery {
  page?: number;
  per_page?: number;
  /** words of a name or an ingredient; a typo or two is forgiven */
  q?: string;
  sort?: ProductSort;
  /** 1: only what is in stock */
  in_stock?: 0 | 1;
  /** 1: only the best sellers */
  best_seller?: 0 | 1;
}

/** `GET api/product-combos` with any of these answers one page, by id; with none, the whole list. */
export interface ComboPageQuery {
  page?: number;
  per_page?: number;
  /** 1: only the best sellers */
  best_seller?: 0 | 1;
}
