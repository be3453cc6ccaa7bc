import { desc, eq, sql } from 'drizzle-orm';
import { asFlag } from '../../db/as-flag.ts';
import { PRODUCT_MESSAGES, type ProductRecord, splitWeightUnit } from 'shared/contracts/products-admin';
import type { Database } from '../../db/open-database.ts';
import { productImages, products } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { loadProduct } from '../catalog/load-catalog.ts';
import { changedProducts } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';
import type { AdminProduct } from './schemas.ts';

/** Every product, active or not, newest first, for the admin's table. */
export async function productRecords(db: Database): Promise<ProductRecord[]> {
  const [rows, defaults] = await Promise.all([
    db.select().from(products).orderBy(desc(products.createdAt), desc(products.id)),
    db
      .select({ productId: productImages.productId, thumbnail: productImages.thumbnail })
      .from(productImages)
      .where(eq(productImages.isDefault, 1)),
  ]);
  const thumbnails = new Map(defaults.map((row) => [row.productId, row.thumbnail]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    in_stock: asFlag(row.inStock),
    product_status: asFlag(row.productStatus),
    thumbnail: thumbnails.get(row.id) ?? null,
    created_at: row.createdAt.toISOString(),
  }));
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
