import type {
  Combo,
  ComboPageResponse,
  ComboSummary,
  Product,
  ProductPageResponse,
  ProductSummary,
} from 'shared/contracts/catalog';
import type { Database } from '../../db/open-database.ts';
import { type CatalogSnapshot, loadCatalog } from './load-catalog.ts';
import { findComboPage, findProductPage } from './product-page.ts';
import type { ParsedComboPageQuery, ParsedProductPageQuery } from './schemas.ts';

/**
 * The catalogue is read on every page and changes only through the back office,
 * so it is served from memory until a write calls `invalidateCatalog()`.
 */
let version = 0;
const snapshots = new WeakMap<Database, { version: number; snapshot: Promise<CatalogSnapshot> }>();
/** How this process tells the other API instances (plugins/catalog-sync.ts); none with PGlite. */
const otherInstances = new Set<() => void>();

/**
 * To call once a write to products, combos or coupons is committed: this instance reads the catalogue
 * afresh on its next call, and every other API instance on the same database is told to.
 */
export function invalidateCatalog(): void {
  forgetCatalogSnapshots();
  for (const tell of otherInstances) tell();
}

/** Another instance changed the catalogue, or its word may have been missed: read it afresh, tell no one. */
export function forgetCatalogSnapshots(): void {
  version += 1;
}

/** Changes whenever the catalogue does, so what was made from it (a rendered page) can tell it is out of date. */
export const catalogVersion = () => version;

/** Registers how `invalidateCatalog()` reaches the other instances; returns its removal. */
export function tellOtherInstancesWith(tell: () => void): () => void {
  otherInstances.add(tell);
  return () => otherInstances.delete(tell);
}

/** The catalogue as it is now, read through `db` when it changed since the last read. */
export function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const cached = snapshots.get(db);
  if (cached?.version === version) return cached.snapshot;
  const entry = { version, snapshot: loadCatalog(db) };
  snapshots.set(db, entry);
  entry.snapshot.catch(() => {
    if (snapshots.get(db) === entry) snapshots.delete(db);
  });
  return entry.snapshot;
}

export const listProducts = async (db: Database): Promise<ProductSummary[]> => (await catalogSnapshot(db)).productList;

/** One page of the product list: chosen in the database, each product as the list shows it. */
export async function listProductPage(db: Database, query: ParsedProductPageQuery): Promise<ProductPageResponse> {
  const [{ ids, total, page, perPage }, snapshot] = await Promise.all([
    findProductPage(db, query),
    catalogSnapshot(db),
  ]);
  // a product the database has and this catalogue does not yet is left out until the catalogue is read afresh
  const data = ids.flatMap((id) => snapshot.productSummaryById.get(id) ?? []);
  return { status: true, data, total, page, per_page: perPage };
}

/** One page of the combos, each as the list shows it. */
export async function listComboPage(db: Database, query: ParsedComboPageQuery): Promise<ComboPageResponse> {
  const [{ ids, total, page, perPage }, snapshot] = await Promise.all([findComboPage(db, query), catalogSnapshot(db)]);
  const data = ids.flatMap((id) => snapshot.comboSummaryById.get(id) ?? []);
  return { status: true, data, total, page, per_page: perPage };
}

export const findProduct = async (db: Database, id: number): Promise<Product | undefined> =>
  (await catalogSnapshot(db)).productById.get(id);

export const listCombos = async (db: Database): Promise<ComboSummary[]> => (await catalogSnapshot(db)).comboList;

export const findCombo = async (db: Database, id: number): Promise<Combo | undefined> =>
  (await catalogSnapshot(db)).comboById.get(id);

/** The active product that sells this weight (price id), if any. */
export const findProductByPrice = async (db: Database, productPriceId: number): Promise<Product | undefined> =>
  (await catalogSnapshot(db)).productByPriceId.get(productPriceId);
