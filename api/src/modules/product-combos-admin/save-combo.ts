import { and, eq, inArray } from 'drizzle-orm';
import { COMBO_MESSAGES, comboFormProblem, comboItemProblem, comboPrice } from 'shared/contracts/product-combos-admin';
import type { Database } from '../../db/open-database.ts';
import { productComboItems, productCombos, productPrices, products } from '../../db/schema.ts';
import { paiseFromRupees, rupeesFromPaise } from '../../money.ts';
import { ShopError } from '../../shop-error.ts';
import { encodeShopImage } from '../../uploads/encode-image.ts';
import type { ImageStorage } from '../../uploads/image-storage.ts';
import { changedCombos } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';
import type { ComboFormBody } from './schemas.ts';

/** Where a combo is saved: its rows, and its image file in DATA_DIR/storage/product_combo/{id}/. */
export type ComboStore = { db: Database; images: ImageStorage };

type ComboItem = ComboFormBody['combo_products'][number];

type PriceRow = { id: number; discountedPricePaise: number };

/** The weights the shop sells of the chosen products that are active: product id → "500 Gm" → its price row. */
async function weightsOnSale(db: Database, productIds: number[]): Promise<Map<number, Map<string, PriceRow>>> {
  const weights = new Map<number, Map<string, PriceRow>>();
  if (productIds.length === 0) return weights;
  const rows = await db
    .select({
      productId: products.id,
      priceId: productPrices.id,
      weightUnit: productPrices.weightUnit,
      discountedPricePaise: productPrices.discountedPricePaise,
    })
    .from(products)
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .where(and(inArray(products.id, productIds), eq(products.productStatus, 1)));
  for (const row of rows) {
    const ofProduct = weights.get(row.productId) ?? new Map<string, PriceRow>();
    weights.set(row.productId, ofProduct);
    if (row.priceId !== null && row.weightUnit !== null && row.discountedPricePaise !== null) {
      ofProduct.set(row.weightUnit, { id: row.priceId, discountedPricePaise: row.discountedPricePaise });
    }
  }
  return weights;
}

/**
 * What is wrong with one chosen product, as the form says it; the listed price is what a shopper pays for
 * that weight alone. A product that is not sold, or a weight it does not come in, is not the form's to say.
 */
function itemProblem(item: ComboItem, weights: Map<number, Map<string, PriceRow>>): string | null {
  const ofProduct = weights.get(item.product_id);
  const weight = item.weight.trim();
  const price = ofProduct?.get(weight);
  if (!ofProduct || (weight !== '' && !price)) return COMBO_MESSAGES.productUnavailable;
  return comboItemProblem(item, price && rupeesFromPaise(price.discountedPricePaise));
}

const itemSummaries: readonly string[] = [COMBO_MESSAGES.twoProducts, COMBO_MESSAGES.allPricesValid];

function checkRules(body: ComboFormBody, weights: Map<number, Map<string, PriceRow>>): void {
  const items = body.combo_products.map((item) => ({
    product_id: item.product_id,
    problem: itemProblem(item, weights),
  }));
  const price = comboPrice(
    body.combo_products
      .filter((_, index) => items[index]!.problem === null)
      .map((item) => Number(item.discounted_price)),
  );
  const problem = comboFormProblem({ name: body.name, status: body.status, hasImage: !!body.image, items, price });
  if (!problem) return;
  // the form shows each product's own message beside it and sums them up; a caller has only the answer
  const itemProblemShown = itemSummaries.includes(problem) && items.find((item) => item.problem)?.problem;
  throw new ShopError(400, itemProblemShown || problem);
}

/**
 * `POST /api/product-combos/store`: the combo's row, its products and its image, or none of them; its price
 * is the sum of its products' discounted prices, each checked against the shop's price for that weight.
 * Answers its id.
 */
export async function createCombo({ db, images }: ComboStore, body: ComboFormBody): Promise<number> {
  const weights = await weightsOnSale(db, [...new Set(body.combo_products.map((item) => item.product_id))]);
  checkRules(body, weights);
  const image = await encodeShopImage(body.image!);
  const items = body.combo_products.map((item, sort) => {
    const weight = item.weight.trim();
    return {
      productId: item.product_id,
      productPriceId: weights.get(item.product_id)!.get(weight)!.id,
      weight,
      discountedPricePaise: paiseFromRupees(Number(item.discounted_price)),
      sort,
    };
  });
  const comboId = await images.withBatch((batch) =>
    db.transaction(async (tx) => {
      // the image is stored in the combo's folder, so the row comes first and gets its image after
      const [combo] = await tx
        .insert(productCombos)
        .values({
          name: body.name.trim(),
          image: '',
          comboPricePaise: items.reduce((sum, item) => sum + item.discountedPricePaise, 0),
          status: body.status!,
        })
        .returning({ id: productCombos.id });
      const id = combo!.id;
      await tx.insert(productComboItems).values(items.map((item) => ({ ...item, comboId: id })));
      await tx
        .update(productCombos)
        .set({ image: await batch.store(id, image) })
        .where(eq(productCombos.id, id));
      return id;
    }),
  );
  invalidateCatalog(changedCombos(comboId));
  return comboId;
}
