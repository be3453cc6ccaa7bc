import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';
import type { Database } from '../../db/open-database.ts';
import { productComboItems, productCombos, products } from '../../db/schema.ts';
import type { CatalogChange } from './catalog-change.ts';
import {
  type CatalogSnapshot,
  type ComboItemRow,
  comboItemRows,
  comboOf,
  groupByCombo,
  loadProductParts,
  priceEntriesOf,
  productOf,
  summaryOf,
} from './load-catalog.ts';

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** The combos that hold any of these products, active or not: each shows its products inside it. */
async function combosHolding(db: Database, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ comboId: productComboItems.comboId })
    .from(productComboItems)
    .where(inArray(productComboItems.productId, productIds));
  return rows.map(({ comboId }) => comboId);
}

async function changedProducts(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const [rows, parts] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.productStatus, 1))),
    loadProductParts(db, productIds),
  ]);
  return rows.map((row) => productOf(row, parts));
}

async function changedCombos(db: Database, comboIds: readonly number[]) {
  if (comboIds.length === 0) return { rows: [], items: new Map<number, ComboItemRow[]>() };
  const [rows, items] = await Promise.all([
    db
      .select()
      .from(productCombos)
      .where(and(inArray(productCombos.id, comboIds), eq(productCombos.status, 1)))
      .orderBy(asc(productCombos.id)),
    comboItemRows(db, comboIds),
  ]);
  return { rows, items: groupByCombo(items) };
}

/**
 * The catalogue after a described change, made from the one before: only the products and combos that changed
 * are read again (with the combos that hold a changed product), and everything else is the same objects, so
 * their answers made once (`cachedAnswer`) stay made.
 */
export async function applyCatalogChange(
  db: Database,
  before: CatalogSnapshot,
  change: Exclude<CatalogChange, 'all'>,
): Promise<CatalogSnapshot> {
  const comboIds = [...new Set([...change.combos, ...(await combosHolding(db, change.products))])];
  const [productsNow, combosNow] = await Promise.all([
    changedProducts(db, change.products),
    changedCombos(db, comboIds),
  ]);

  const productById = new Map<number, Product>(before.productById);
  const productSummaryById = new Map<number, ProductSummary>(before.productSummaryById);
  const productByPriceId = new Map(before.productByPriceId);
  for (const id of change.products) {
    for (const price of productById.get(id)?.prices ?? []) productByPriceId.delete(price.id);
    productById.delete(id);
    productSummaryById.delete(id);
  }
  for (const product of productsNow) {
    productById.set(product.id, product);
    productSummaryById.set(product.id, summaryOf(product));
    for (const [priceId, seller] of priceEntriesOf(product)) productByPriceId.set(priceId, seller);
  }

  const comboById = new Map<number, Combo>(before.comboById);
  const comboSummaryById = new Map<number, ComboSummary>(before.comboSummaryById);
  for (const id of comboIds) {
    comboById.delete(id);
    comboSummaryById.delete(id);
  }
  for (const row of combosNow.rows) {
    const { combo, summary } = comboOf(row, combosNow.items.get(row.id) ?? [], productById);
    comboById.set(row.id, combo);
    comboSummaryById.set(row.id, summary);
  }

  return {
    productList: change.products.length ? [...productSummaryById.values()].sort(byId) : before.productList,
    productSummaryById,
    productById,
    productByPriceId,
    comboList: comboIds.length ? [...comboSummaryById.values()].sort(byId) : before.comboList,
    comboSummaryById,
    comboById,
  };
}
