import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  NUTRITION_TABLE_TITLE,
  PRODUCT_MESSAGES,
  productFormProblem,
  weightUnitText,
} from 'shared/contracts/products-admin';
import type { Database } from '../../db/open-database.ts';
import {
  productDescriptions,
  productHowToUseSteps,
  productImages,
  productIngredients,
  productNutritionTables,
  productPrices,
  products,
} from '../../db/schema.ts';
import { paiseFromRupees } from '../../money.ts';
import { ShopError } from '../../shop-error.ts';
import { type EncodedImage, encodeShopImage, encodeThumbnail } from '../../uploads/encode-image.ts';
import { checkImageBudget } from '../../uploads/image-budget.ts';
import type { ImageBatch, ImageStorage } from '../../uploads/image-storage.ts';
import { changedProducts } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';
import { nutritionTableOf, productFormOf } from './product-form.ts';
import type { ProductFormBody } from './schemas.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a product is saved: its rows, and its image files in DATA_DIR/storage/product/{id}/. */
export type ProductStore = { db: Database; images: ImageStorage };

/** The form's images, decoded and re-encoded before the transaction starts (the slow part holds no lock). */
type EncodedUploads = {
  entries: { id?: number; image?: EncodedImage; thumbnail?: EncodedImage; isDefault: boolean }[];
  howToUseImage?: EncodedImage;
};

export const imageNotOfProduct = (id: number) => `Image ${id} is not an image of this product.`;
export const imageKeptAndDeleted = (id: number) => `Image ${id} cannot be both kept and deleted.`;

function checkRules(body: ProductFormBody): void {
  const problem = productFormProblem(productFormOf(body));
  if (problem) throw new ShopError(400, problem);
  const defaultPosition = body.images.findIndex((entry) => entry.isDefault);
  if (body.default_image_index !== undefined && body.default_image_index !== defaultPosition) {
    throw new ShopError(400, PRODUCT_MESSAGES.oneDefaultImage);
  }
}

async function encodeUploads(body: ProductFormBody): Promise<EncodedUploads> {
  await checkImageBudget(
    [...body.images.flatMap((entry) => [entry.file, entry.thumbnail]), body.how_to_use_image].filter(
      (file) => file !== undefined,
    ),
  );
  // one image at a time: libvips already uses every core for one
  const entries: EncodedUploads['entries'] = [];
  for (const entry of body.images) {
    entries.push({
      id: entry.id,
      isDefault: entry.isDefault,
      image: entry.file && (await encodeShopImage(entry.file)),
      thumbnail: entry.thumbnail && (await encodeThumbnail(entry.thumbnail)),
    });
  }
  const howToUseImage = body.how_to_use_image && (await encodeShopImage(body.how_to_use_image));
  return { entries, howToUseImage };
}

const productColumns = (body: ProductFormBody) => ({
  name: body.name.trim(),
  servingSize: body.serving_size.trim() || null,
  servingPerContainer: body.serving_per_container.trim() || null,
  howToUseTip: body.how_to_use.tip.trim() || null,
  ...(body.in_stock === undefined ? {} : { inStock: Number(body.in_stock) }),
});

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';

/** A new product row; its slug is its name's, made unique with a random suffix when another has it. */
async function insertProduct(tx: Transaction, body: ProductFormBody): Promise<number> {
  const slug = slugOf(body.name);
  for (const candidate of [slug, `${slug}-${randomBytes(4).toString('hex')}`]) {
    const [row] = await tx
      .insert(products)
      .values({ ...productColumns(body), slug: candidate })
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id });
    if (row) return row.id;
  }
  throw new Error(`no free slug for ${slug}`);
}

/** Prices in paise; a kept row (its id) is updated in place, so carts and combos holding that weight keep it. */
async function savePrices(tx: Transaction, productId: number, prices: ProductFormBody['prices']): Promise<void> {
  const stored = new Set(
    (await tx.select({ id: productPrices.id }).from(productPrices).where(eq(productPrices.productId, productId))).map(
      (row) => row.id,
    ),
  );
  const kept = new Set<number>();
  const rows = prices.map((price, sort) => {
    const id = price.id && stored.has(price.id) && !kept.has(price.id) ? price.id : undefined;
    if (id) kept.add(id);
    const pricePaise = paiseFromRupees(Number(price.price));
    const discount = price.discounted_price.trim();
    return {
      id,
      values: {
        weightUnit: weightUnitText(price.weight, price.unit),
        pricePaise,
        discountedPricePaise: discount === '' ? pricePaise : paiseFromRupees(Number(discount)),
        sort,
      },
    };
  });
  await tx
    .delete(productPrices)
    .where(and(eq(productPrices.productId, productId), notInArray(productPrices.id, [...kept])));
  for (const { id, values } of rows) {
    if (id) await tx.update(productPrices).set(values).where(eq(productPrices.id, id));
    else await tx.insert(productPrices).values({ ...values, productId });
  }
}

/** Ingredients, descriptions, the nutrition table and the steps: replaced whole, as nothing else points at them. */
async function replaceProductTexts(tx: Transaction, productId: number, body: ProductFormBody): Promise<void> {
  await Promise.all(
    [productIngredients, productDescriptions, productNutritionTables, productHowToUseSteps].map((table) =>
      tx.delete(table).where(eq(table.productId, productId)),
    ),
  );
  await tx
    .insert(productIngredients)
    .values(body.ingredients.map((ingredient, sort) => ({ productId, ingredient: ingredient.trim(), sort })));
  await tx
    .insert(productDescriptions)
    .values(body.descriptions.map((description, sort) => ({ productId, description: description.trim(), sort })));
  await tx
    .insert(productNutritionTables)
    .values({ productId, title: NUTRITION_TABLE_TITLE, ...nutritionTableOf(body.nutritional_information) });
  await tx
    .insert(productHowToUseSteps)
    .values(
      body.how_to_use.steps.map((step, index) => ({ productId, stepOrder: index + 1, stepDetails: step.trim() })),
    );
}

/**
 * The image list as the form sent it, in its order (the default first in the shop): kept images updated (a
 * picked file replaces the stored one), new ones stored, the rest deleted. Answers the files no row uses any more.
 */
async function saveImages(
  tx: Transaction,
  batch: ImageBatch,
  productId: number,
  uploads: EncodedUploads,
  deletedIds: number[],
): Promise<string[]> {
  const stored = new Map(
    (await tx.select().from(productImages).where(eq(productImages.productId, productId))).map((row) => [row.id, row]),
  );
  const keptIds = new Set(uploads.entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  for (const id of [...keptIds, ...deletedIds]) if (!stored.has(id)) throw new ShopError(400, imageNotOfProduct(id));
  for (const id of deletedIds) if (keptIds.has(id)) throw new ShopError(400, imageKeptAndDeleted(id));

  const unused: string[] = [];
  for (const row of stored.values()) {
    if (keptIds.has(row.id)) continue;
    await tx.delete(productImages).where(eq(productImages.id, row.id));
    unused.push(row.image, row.thumbnail);
  }
  for (const [sort, entry] of uploads.entries.entries()) {
    const image = entry.image && (await batch.store(productId, entry.image));
    const thumbnail = entry.thumbnail && (await batch.store(productId, entry.thumbnail));
    const isDefault = entry.isDefault ? 1 : 0;
    const row = entry.id === undefined ? undefined : stored.get(entry.id);
    if (row) {
      if (image) unused.push(row.image);
      if (thumbnail) unused.push(row.thumbnail);
      await tx
        .update(productImages)
        .set({ sort, isDefault, ...(image && { image }), ...(thumbnail && { thumbnail }) })
        .where(eq(productImages.id, row.id));
    } else if (image && thumbnail) {
      await tx.insert(productImages).values({ productId, image, thumbnail, isDefault, sort });
    }
  }
  return unused;
}

async function saveHowToUseImage(
  tx: Transaction,
  batch: ImageBatch,
  productId: number,
  encoded: EncodedImage | undefined,
  previous: string | null,
): Promise<string[]> {
  if (!encoded) return [];
  const howToUseImage = await batch.store(productId, encoded);
  await tx.update(products).set({ howToUseImage }).where(eq(products.id, productId));
  return previous ? [previous] : [];
}

/** `POST /api/products/store`: every row and file of the product, or none of them. Answers its id. */
export async function createProduct({ db, images }: ProductStore, body: ProductFormBody): Promise<number> {
  checkRules(body);
  const uploads = await encodeUploads(body);
  const productId = await images.withBatch((batch) =>
    db.transaction(async (tx) => {
      const id = await insertProduct(tx, body);
      await savePrices(tx, id, body.prices);
      await replaceProductTexts(tx, id, body);
      await saveImages(tx, batch, id, uploads, body.deleted_image_ids);
      await saveHowToUseImage(tx, batch, id, uploads.howToUseImage, null);
      return id;
    }),
  );
  invalidateCatalog(changedProducts(productId));
  return productId;
}

/** `POST /api/products/update/{id}`: all of it or nothing; the files of replaced and deleted images go after. */
export async function updateProduct({ db, images }: ProductStore, productId: number, body: ProductFormBody) {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw new ShopError(404, PRODUCT_MESSAGES.notFound);
  checkRules(body);
  const uploads = await encodeUploads(body);
  const unused = await images.withBatch((batch) =>
    db.transaction(async (tx) => {
      const [product] = await tx
        .update(products)
        .set({ ...productColumns(body), updatedAt: sql`now()` })
        .where(eq(products.id, productId))
        .returning({ howToUseImage: products.howToUseImage });
      if (!product) throw new ShopError(404, PRODUCT_MESSAGES.notFound);
      await savePrices(tx, productId, body.prices);
      await replaceProductTexts(tx, productId, body);
      return [
        ...(await saveImages(tx, batch, productId, uploads, body.deleted_image_ids)),
        ...(await saveHowToUseImage(tx, batch, productId, uploads.howToUseImage, product.howToUseImage)),
      ];
    }),
  );
  invalidateCatalog(changedProducts(productId));
  await images.remove(productId, unused);
}
