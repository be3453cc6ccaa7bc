import { asc, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { asFlag } from '../../db/as-flag.ts';
import { COMBO_MESSAGES, type ComboRecord } from 'shared/contracts/product-combos-admin';
import type { Database } from '../../db/open-database.ts';
import { productComboItems, productCombos, products } from '../../db/schema.ts';
import { rupeesFromPaise } from '../../money.ts';
import { containing, type RecordsPageAsked } from '../../records-page.ts';
import { ShopError } from '../../shop-error.ts';
import { changedCombos } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';

/** The combo price as the table shows it, without the rupee sign and the thousands' commas: `1299.00`. */
const priceText = sql`to_char(${productCombos.comboPricePaise} / 100.0, 'FM999999990.00')`;

/** Any part of the name, any letter case, or of the price as shown (`₹1,299.00`, `1299`). */
function matching(search: string) {
  if (!search) return undefined;
  const price = search.replace(/[₹,\s]/g, '');
  return or(
    ilike(productCombos.name, containing(search)),
    // "₹" alone is in every price shown
    /^[\d.]*$/.test(price) ? like(priceText, containing(price)) : undefined,
  );
}

/** The products of the combos `comboIds` names, or of every combo. */
async function comboItems(db: Database, comboIds?: number[]) {
  if (comboIds?.length === 0) return [];
  return db
    .select({
      comboId: productComboItems.comboId,
      product_id: productComboItems.productId,
      weight: productComboItems.weight,
      discountedPricePaise: productComboItems.discountedPricePaise,
      product_name: products.name,
    })
    .from(productComboItems)
    .innerJoin(products, eq(products.id, productComboItems.productId))
    .where(comboIds && inArray(productComboItems.comboId, comboIds))
    .orderBy(asc(productComboItems.sort), asc(productComboItems.id));
}

/**
 * Combos, active or not, newest first, each with its products as chosen: one combo when `id` is given, one page of
 * those matching with `page`, else every one.
 */
async function loadComboRecords(
  db: Database,
  { id, page }: { id?: number; page?: RecordsPageAsked } = {},
): Promise<ComboRecord[]> {
  const listed = db
    .select()
    .from(productCombos)
    .where(id === undefined ? page && matching(page.search) : eq(productCombos.id, id))
    .orderBy(desc(productCombos.createdAt), desc(productCombos.id))
    .$dynamic();
  const combos = await (page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed);
  const everyCombo = id === undefined && !page;
  const items = await comboItems(db, everyCombo ? undefined : combos.map((combo) => combo.id));
  return combos.map((combo) => ({
    id: combo.id,
    name: combo.name,
    combo_price: rupeesFromPaise(combo.comboPricePaise),
    status: asFlag(combo.status),
    image: combo.image,
    combo_products: items
      .filter((item) => item.comboId === combo.id)
      .map(({ product_id, weight, discountedPricePaise, product_name }) => ({
        product_id,
        weight,
        discounted_price: rupeesFromPaise(discountedPricePaise),
        product_name,
      })),
    created_at: combo.createdAt.toISOString(),
  }));
}

/** Every combo, active or not, newest first: the list's call without paging. */
export const comboRecords = (db: Database) => loadComboRecords(db);

/** One page of the combos that match, newest first, and how many match in all. */
export async function comboRecordsPage(db: Database, page: RecordsPageAsked) {
  const [rows, [counted]] = await Promise.all([
    loadComboRecords(db, { page }),
    db.select({ total: count() }).from(productCombos).where(matching(page.search)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function comboRecord(db: Database, id: number): Promise<ComboRecord> {
  const [record] = await loadComboRecords(db, { id });
  if (!record) throw new ShopError(404, COMBO_MESSAGES.notFound);
  return record;
}

/** `POST /api/product-combos/updateStatus`: an inactive combo leaves the shop at once. */
export async function updateComboStatus(db: Database, id: number, status: 0 | 1) {
  const [row] = await db
    .update(productCombos)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(productCombos.id, id))
    .returning({ id: productCombos.id, status: productCombos.status });
  if (!row) throw new ShopError(404, COMBO_MESSAGES.notFound);
  invalidateCatalog(changedCombos(row.id));
  return { id: row.id, status: asFlag(row.status) };
}
