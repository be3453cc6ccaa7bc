/**
 * What a write to the catalogue changed: some products and combos by id, or anything (`'all'`: a change
 * nobody described, or one that may have been missed). The catalogue in memory reads again only what changed,
 * and a rendered page is out of date only when it was made from something that changed.
 */
export type CatalogChange = { products: readonly number[]; combos: readonly number[] } | 'all';

export const changedProducts = (...products: number[]): CatalogChange => ({ products, combos: [] });
export const changedCombos = (...combos: number[]): CatalogChange => ({ products: [], combos });

/** Several changes as one. */
export function mergedChanges(changes: Iterable<CatalogChange>): CatalogChange {
  const products = new Set<number>();
  const combos = new Set<number>();
  for (const change of changes) {
    if (change === 'all') return 'all';
    for (const id of change.products) products.add(id);
    for (const id of change.combos) combos.add(id);
  }
  return { products: [...products], combos: [...combos] };
}

/** A PostgreSQL notice's payload holds at most 8,000 bytes; a longer change is announced as `'all'`. */
const LONGEST_NOTICE = 7_000;

export function changeAsNotice(change: CatalogChange): string {
  const text = JSON.stringify(change);
  return text.length > LONGEST_NOTICE ? JSON.stringify('all') : text;
}

const ids = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);

/** A notice another instance sent; anything unreadable (an older instance's notice, say) counts as `'all'`. */
export function changeFromNotice(notice: string): CatalogChange {
  try {
    const change: unknown = JSON.parse(notice);
    if (typeof change === 'object' && change !== null && 'products' in change && 'combos' in change) {
      const { products, combos } = change;
      if (ids(products) && ids(combos)) return { products, combos };
    }
  } catch {
    // not JSON: an older instance's notice
  }
  return 'all';
}

/**
 * Whether the API's answer at `path` (under `/api/`, without its query, as a rendered page notes what it read)
 * may be different after the change. A list may gain, lose or reorder anything; a combo shows its products.
 */
export function changeTouches(change: CatalogChange, path: string): boolean {
  if (change === 'all') return true;
  const [collection, id, ...rest] = path.split('/');
  if (rest.length > 0) return false;
  const productChanged = change.products.length > 0;
  if (collection === 'products') return id === undefined ? productChanged : change.products.includes(Number(id));
  if (collection === 'product-combos')
    return productChanged || (id === undefined ? change.combos.length > 0 : change.combos.includes(Number(id)));
  return false;
}
