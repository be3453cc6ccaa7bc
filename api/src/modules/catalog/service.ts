import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';
import type { Database } from '../../db/open-database.ts';
import { type CatalogSnapshot, loadCatalog } from './load-catalog.ts';

/**
 * The catalogue is read on every page and changes only through the back office,
 * so it is served from memory until a write calls `invalidateCatalog()`.
 */
let catalogVersion = 0;
const snapshots = new WeakMap<Database, { version: number; snapshot: Promise<CatalogSnapshot> }>();

export function invalidateCatalog(): void {
  catalogVersion += 1;
}

function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const cached = snapshots.get(db);
  if (cached?.version === catalogVersion) return cached.snapshot;
  const entry = { version: catalogVersion, snapshot: loadCatalog(db) };
  snapshots.set(db, entry);
  entry.snapshot.catch(() => {
    if (snapshots.get(db) === entry) snapshots.delete(db);
  });
  return entry.snapshot;
}

export const listProducts = async (db: Database): Promise<ProductSummary[]> => (await catalogSnapshot(db)).productList;

export const findProduct = async (db: Database, id: number): Promise<Product | undefined> =>
  (await catalogSnapshot(db)).productById.get(id);

export const listCombos = async (db: Database): Promise<ComboSummary[]> => (await catalogSnapshot(db)).comboList;

export const findCombo = async (db: Database, id: number): Promise<Combo | undefined> =>
  (await catalogSnapshot(db)).comboById.get(id);

/** The active product that sells this weight (price id), if any. */
export const findProductByPrice = async (db: Database, productPriceId: number): Promise<Product | undefined> =>
  (await catalogSnapshot(db)).productByPriceId.get(productPriceId);
