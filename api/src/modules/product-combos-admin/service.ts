import { asc, desc, eq, sql } from 'drizzle-orm';
import { asFlag } from '../../db/as-flag.ts';
import { COMBO_MESSAGES, type ComboRecord } from 'shared/contracts/product-combos-admin';
import type { Database } from '../../db/open-database.ts';
import { productComboItems, productCombos, products } from '../../db/schema.ts';
import { rupeesFromPaise } from '../../money.ts';
import { ShopError } from '../../shop-error.ts';
import { changedCombos } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';

/** Combos, active or not, newest first, each with its products as chosen; one combo when `id` is given. */
async function loadComboRecords(db: Database, id?: number): Promise<ComboRecord[]> {
  const [combos, items] = await Promise.all([
    db
      .select()
      .from(productCombos)
      .where(id === undefined ? undefined : eq(productCombos.id, id))
      .orderBy(desc(productCombos.createdAt), desc(productCombos.id)),
    db
      .select({
        comboId: productComboItems.comboId,
        product_id: productComboItems.productId,
        weight: productComboItems.weight,
        discountedPricePaise: productComboItems.discountedPricePaise,
        product_name: products.name,
      })
      .from(productComboItems)
      .innerJoin(products, eq(products.id, productComboItems.productId))
      .where(id === undefined ? undefined : eq(productComboItems.comboId, id))
      .orderBy(asc(productComboItems.sort), asc(productComboItems.id)),
  ]);
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

/** Every combo, active or not, newest first, for the admin's table. */
export const comboRecords = (db: Database) => loadComboRecords(db);

export async function comboRecord(db: Database, id: number): Promise<ComboRecord> {
  const [record] = await loadComboRecords(db, id);
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
