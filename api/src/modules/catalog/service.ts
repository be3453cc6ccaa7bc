import type {
  Combo,
  ComboPageResponse,
  ComboSummary,
  Product,
  ProductPageResponse,
  ProductSummary,
} from 'shared/contracts/catalog';
import type { Database } from '../../db/open-database.ts';
import { applyCatalogChange } from './apply-catalog-change.ts';
import { type CatalogChange, mergedChanges } from './catalog-change.ts';
import { type CatalogSnapshot, loadCatalog } from './load-catalog.ts';
import { findComboPage, findProductPage } from './product-page.ts';
import type { ParsedComboPageQuery, ParsedProductPageQuery } from './schemas.ts';

/**
 * The catalogue is read on every page and changes only through the back office, so it is served from memory
 * until a write calls `invalidateCatalog()`; then only what changed is read again.
 */
let version = 0;
/** The changes by the version each made; a snapshot further behind than these is read whole. */
const changes = new Map<number, CatalogChange>();
const CHANGES_KEPT = 256;
const snapshots = new WeakMap<Database, { version: number; snapshot: Promise<CatalogSnapshot> }>();
/** How this process tells the other API instances (plugins/catalog-sync.ts); none with PGlite. */
const otherInstances = new Set<(change: CatalogChange) => void>();
/** What was made from the catalogue and must follow its changes (the rendered pages). */
const followers = new Set<(change: CatalogChange) => void>();

/**
 * To call once a write to products or combos is committed, saying what it changed (anything, unless told):
 * this instance reads that afresh on its next call, and every other API instance on the same database is told to.
 */
export function invalidateCatalog(change: CatalogChange = 'all'): void {
  catalogChanged(change);
  for (const tell of otherInstances) tell(change);
}

/** Another instance changed the catalogue, or its word may have been missed (`'all'`): read it afresh, tell no one. */
export function catalogChanged(change: CatalogChange): void {
  version += 1;
  changes.set(version, change);
  changes.delete(version - CHANGES_KEPT);
  for (const follow of followers) follow(change);
}

/** Registers how `invalidateCatalog()` reaches the other instances; returns its removal. */
export function tellOtherInstancesWith(tell: (change: CatalogChange) => void): () => void {
  otherInstances.add(tell);
  return () => otherInstances.delete(tell);
}

/** Calls `follow` with every change of the catalogue, this instance's and the others'; returns its removal. */
export function followCatalogChanges(follow: (change: CatalogChange) => void): () => void {
  followers.add(follow);
  return () => followers.delete(follow);
}

/** Everything changed since `since`, as one change. */
function changeSince(since: number): CatalogChange {
  if (version - since > CHANGES_KEPT) return 'all';
  const missed: CatalogChange[] = [];
  for (let at = since + 1; at <= version; at += 1) missed.push(changes.get(at) ?? 'all');
  return mergedChanges(missed);
}

/** The catalogue as it is now, read through `db`: whole the first time, then what changed since the last read. */
export function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const cached = snapshots.get(db);
  if (cached?.version === version) return cached.snapshot;
  const change = cached ? changeSince(cached.version) : 'all';
  const entry = {
    version,
    snapshot:
      cached && change !== 'all'
        ? cached.snapshot.then((before) => applyCatalogChange(db, before, change))
        : loadCatalog(db),
  };
  snapshots.set(db, entry);
  entry.snapshot.catch(() => {
    if (snapshots.get(db) === entry) snapshots.delete(db);
  });
  return entry.snapshot;
}

export const listProducts = async (db: Database): Promise<ProductSummary[]> => (await catalogSnapshot(db)).productList;

/** One page of the product list: chosen in the database, each product as the list shows it. */
export async function listProductPage(db: Database, query: ParsedProductPageQuery): Promise<ProductPageResponse> {
  const [{ ids, total, page, perPage, ignoredWords, totalCapped }, snapshot] = await Promise.all([
    findProductPage(db, query),
    catalogSnapshot(db),
  ]);
  // a product the database has and this catalogue does not yet is left out until the catalogue is read afresh
  const data = ids.flatMap((id) => snapshot.productSummaryById.get(id) ?? []);
  return {
    status: true,
    data,
    total,
    page,
    per_page: perPage,
    ...(ignoredWords.length > 0 && { ignored_words: ignoredWords }),
    ...(totalCapped && { total_capped: true as const }),
  };
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
