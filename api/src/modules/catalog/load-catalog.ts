import { asc, desc, eq, inArray } from 'drizzle-orm';
import { asFlag } from '../../db/as-flag.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';
import type { Database } from '../../db/open-database.ts';
import {
  productComboItems,
  productCombos,
  productDescriptions,
  productHowToUseSteps,
  productImages,
  productIngredients,
  productNutritionTables,
  productPrices,
  products,
} from '../../db/schema.ts';
import { rupeesFromPaise } from '../../money.ts';

export type CatalogSnapshot = {
  productList: ProductSummary[];
  productSummaryById: Map<number, ProductSummary>;
  productById: Map<number, Product>;
  /** price (weight) id → the product that sells it: the cart prices its lines by it */
  productByPriceId: Map<number, Product>;
  comboList: ComboSummary[];
  comboSummaryById: Map<number, ComboSummary>;
  comboById: Map<number, Combo>;
};

function groupBy<Row>(rows: Row[], keyOf: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

const groupByProduct = <Row extends { productId: number }>(rows: Row[]) => groupBy(rows, (row) => row.productId);
export const groupByCombo = <Row extends { comboId: number }>(rows: Row[]) => groupBy(rows, (row) => row.comboId);

type ProductRow = typeof products.$inferSelect;
type ComboRow = typeof productCombos.$inferSelect;
export type ComboItemRow = typeof productComboItems.$inferSelect;
export type ProductParts = Awaited<ReturnType<typeof loadProductParts>>;

/** The rows of products' parts in the shop's order (default image first): every product's, or these products'. */
function productPartRows(db: Database, productIds?: readonly number[]) {
  const ofProduct = (column: AnyPgColumn) => (productIds === undefined ? undefined : inArray(column, productIds));
  return Promise.all([
    db
      .select()
      .from(productImages)
      .where(ofProduct(productImages.productId))
      .orderBy(desc(productImages.isDefault), asc(productImages.sort), asc(productImages.id)),
    db
      .select()
      .from(productPrices)
      .where(ofProduct(productPrices.productId))
      .orderBy(asc(productPrices.sort), asc(productPrices.id)),
    db
      .select()
      .from(productIngredients)
      .where(ofProduct(productIngredients.productId))
      .orderBy(asc(productIngredients.sort), asc(productIngredients.id)),
    db
      .select()
      .from(productDescriptions)
      .where(ofProduct(productDescriptions.productId))
      .orderBy(asc(productDescriptions.sort), asc(productDescriptions.id)),
    db
      .select()
      .from(productNutritionTables)
      .where(ofProduct(productNutritionTables.productId))
      .orderBy(asc(productNutritionTables.sort), asc(productNutritionTables.id)),
    db
      .select()
      .from(productHowToUseSteps)
      .where(ofProduct(productHowToUseSteps.productId))
      .orderBy(asc(productHowToUseSteps.stepOrder), asc(productHowToUseSteps.id)),
  ]);
}

export async function loadProductParts(db: Database, productIds?: readonly number[]) {
  const [images, prices, ingredients, descriptions, nutrition, steps] = await productPartRows(db, productIds);
  return {
    images: groupByProduct(images),
    prices: groupByProduct(prices),
    ingredients: groupByProduct(ingredients),
    descriptions: groupByProduct(descriptions),
    nutrition: groupByProduct(nutrition),
    steps: groupByProduct(steps),
  };
}

export function productOf(row: ProductRow, parts: ProductParts): Product {
  return {
    id: row.id,
    name: row.name,
    in_stock: asFlag(row.inStock),
    is_best_seller: asFlag(row.isBestSeller),
    images: (parts.images.get(row.id) ?? []).map((image) => ({
      id: image.id,
      image: image.image,
      thumbnail: image.thumbnail,
      is_default: asFlag(image.isDefault),
    })),
    prices: (parts.prices.get(row.id) ?? []).map((price) => ({
      id: price.id,
      weight_unit: price.weightUnit,
      price: rupeesFromPaise(price.pricePaise),
      discounted_price: rupeesFromPaise(price.discountedPricePaise),
    })),
    ingredients: (parts.ingredients.get(row.id) ?? []).map(({ id, ingredient }) => ({ id, ingredient })),
    descriptions: (parts.descriptions.get(row.id) ?? []).map(({ id, description }) => ({ id, description })),
    nutritional_information: (parts.nutrition.get(row.id) ?? []).map(({ id, title, columns, rows }) => ({
      id,
      title,
      columns,
      rows,
    })),
    serving_size: row.servingSize,
    serving_per_container: row.servingPerContainer,
    how_to_use: (parts.steps.get(row.id) ?? []).map((step) => ({
      id: step.id,
      step_order: step.stepOrder,
      step_details: step.stepDetails,
    })),
    how_to_use_image: row.howToUseImage,
    how_to_use_tip: row.howToUseTip,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One product, active or not, with everything its detail page shows (the back office edits it); undefined when missing. */
export async function loadProduct(
  db: Database,
  id: number,
): Promise<{ product: Product; productStatus: 0 | 1 } | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  return { product: productOf(row, await loadProductParts(db, [id])), productStatus: asFlag(row.productStatus) };
}

/** What the list shows of a product. */
export function summaryOf({ id, name, in_stock, is_best_seller, images, prices, updated_at }: Product): ProductSummary {
  return { id, name, in_stock, is_best_seller, images, prices, updated_at };
}

/** A combo with its items in order, as its page and the list show it. */
export function comboOf(
  row: ComboRow,
  items: readonly ComboItemRow[],
  productById: ReadonlyMap<number, Product>,
): { combo: Combo; summary: ComboSummary } {
  // an inactive product is not sold, not even inside a combo
  const sold = items.flatMap((item) => {
    const product = productById.get(item.productId);
    return product ? [{ id: item.id, product }] : [];
  });
  const combo = {
    id: row.id,
    name: row.name,
    image: row.image,
    combo_price: rupeesFromPaise(row.comboPricePaise),
    is_best_seller: asFlag(row.isBestSeller),
    updated_at: row.updatedAt.toISOString(),
  };
  return {
    combo: { ...combo, combo_items: sold },
    summary: {
      ...combo,
      combo_items: sold.map(({ id, product }) => ({ id, product: { id: product.id, name: product.name } })),
    },
  };
}

/** Combo item rows in the shop's order: every combo's, or these combos'. */
export const comboItemRows = (db: Database, comboIds?: readonly number[]) =>
  db
    .select()
    .from(productComboItems)
    .where(comboIds === undefined ? undefined : inArray(productComboItems.comboId, comboIds))
    .orderBy(asc(productComboItems.sort), asc(productComboItems.id));

/** Each price (weight) id with the product that sells it. */
export const priceEntriesOf = (product: Product) => product.prices.map((price) => [price.id, product] as const);

/** The whole active catalogue in one pass: one query per table, never one per product. */
export async function loadCatalog(db: Database): Promise<CatalogSnapshot> {
  const [productRows, parts, comboRows, itemRows] = await Promise.all([
    db.select().from(products).where(eq(products.productStatus, 1)).orderBy(asc(products.id)),
    loadProductParts(db),
    db.select().from(productCombos).where(eq(productCombos.status, 1)).orderBy(asc(productCombos.id)),
    comboItemRows(db),
  ]);

  const productList: ProductSummary[] = [];
  const productSummaryById = new Map<number, ProductSummary>();
  const productById = new Map<number, Product>();
  for (const row of productRows) {
    const product = productOf(row, parts);
    const summary = summaryOf(product);
    productList.push(summary);
    productSummaryById.set(row.id, summary);
    productById.set(row.id, product);
  }

  const itemsByCombo = groupByCombo(itemRows);
  const comboList: ComboSummary[] = [];
  const comboSummaryById = new Map<number, ComboSummary>();
  const comboById = new Map<number, Combo>();
  for (const row of comboRows) {
    const { combo, summary } = comboOf(row, itemsByCombo.get(row.id) ?? [], productById);
    comboList.push(summary);
    comboSummaryById.set(row.id, summary);
    comboById.set(row.id, combo);
  }

  const productByPriceId = new Map([...productById.values()].flatMap(priceEntriesOf));
  return { productList, productSummaryById, productById, productByPriceId, comboList, comboSummaryById, comboById };
}
