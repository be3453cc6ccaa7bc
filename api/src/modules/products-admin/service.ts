import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { asFlag } from '../../db/as-flag.ts';
import { PRODUCT_MESSAGES, type ProductRecord, splitWeightUnit } from 'shared/contracts/products-admin';
import type { Database } from '../../db/open-database.ts';
import { containing, type RecordsPageAsked } from '../../records-page.ts';
import { productImages, products } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { loadProduct } from '../catalog/load-catalog.ts';
import { changedProducts } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';
import type { AdminProduct } from './schemas.ts';

const flagWords = (words: readonly [string, string], search: string) =>
  ([1, 0] as const).filter((flag) => words[flag === 1 ? 0 : 1].toLowerCase().includes(search.toLowerCase()));

/** What the table shows of a row, any part of it, any letter case: the name, In Stock's Yes or No, the status. */
function matching(search: string) {
  if (!search) return undefined;
  return or(
    ilike(products.name, containing(search)),
    ...flagWords(['Yes', 'No'], search).map((flag) => eq(products.inStock, flag)),
    ...flagWords(['Active', 'Inactive'], search).map((flag) => eq(products.productStatus, flag)),
  );
}

/**
 * Products, active or not, newest first, for the admin's table: every one, or one page of those that match and how
 * many match in all.
 */
export async function productRecords(
  db: Database,
  page?: RecordsPageAsked,
): Promise<{ rows: ProductRecord[]; total: number }> {
  const where = page && matching(page.search);
  const listed = db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .$dynamic();
  const [rows, counted] = await Promise.all([
    page ? listed.limit(page.perPage).offset((page.page - 1) * page.perPage) : listed,
    page ? db.select({ total: count() }).from(products).where(where) : undefined,
  ]);
  const ids = rows.map((row) => row.id);
  const defaults = ids.length
    ? await db
        .select({ productId: productImages.productId, thumbnail: productImages.thumbnail })
        .from(productImages)
        .where(and(eq(productImages.isDefault, 1), page ? inArray(productImages.productId, ids) : undefined))
    : [];
  const thumbnails = new Map(defaults.map((row) => [row.productId, row.thumbnail]));
  return {
    total: counted?.[0]?.total ?? rows.length,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      in_stock: asFlag(row.inStock),
      product_status: asFlag(row.productStatus),
      thumbnail: thumbnails.get(row.id) ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** A product, active or not, as the update form loads it: each weight also split into its number and unit. */
export async function productRecord(db: Database, id: number): Promise<AdminProduct> {
  const found = await loadProduct(db, id);
  if (!found) throw new ShopError(404, PRODUCT_MESSAGES.notFound);
  return {
    ...found.product,
    product_status: found.productStatus,
    prices: found.product.prices.map((price) => ({
      ...price,
      ...(splitWeightUnit(price.weight_unit) ?? { weight: price.weight_unit, unit: '' }),
    })),
  };
}

/** `POST /api/products/updateStatus`: an inactive product leaves the shop at once. */
export async function updateProductStatus(db: Database, id: number, productStatus: 0 | 1) {
  const [row] = await db
    .update(products)
    .set({ productStatus, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id, product_status: products.productStatus });
  if (!row) throw new ShopError(404, PRODUCT_MESSAGES.notFound);
  invalidateCatalog(changedProducts(row.id));
  return { id: row.id, product_status: asFlag(row.product_status) };
}
