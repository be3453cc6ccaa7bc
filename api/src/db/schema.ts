import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A 1/0 column, as the spec's flags (`in_stock`, `is_default`, `status`). */
const flagColumn = (name: string) => smallint(name).notNull();
const flagCheck = (table: string, column: string) =>
  check(`${table}_${column}_flag`, sql.raw(`"${column}" in (0, 1)`));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    inStock: flagColumn('in_stock').default(1),
    productStatus: flagColumn('product_status').default(1),
    isBestSeller: flagColumn('is_best_seller').default(0),
    servingSize: text('serving_size'),
    servingPerContainer: text('serving_per_container'),
    howToUseImage: text('how_to_use_image'),
    howToUseTip: text('how_to_use_tip'),
    createdAt: createdAt(),
  },
  () => [
    flagCheck('products', 'in_stock'),
    flagCheck('products', 'product_status'),
    flagCheck('products', 'is_best_seller'),
  ],
);

const productId = () =>
  integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' });

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    isDefault: flagColumn('is_default').default(0),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId), flagCheck('product_images', 'is_default')],
);

export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    weightUnit: text('weight_unit').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export const productIngredients = pgTable(
  'product_ingredients',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    ingredient: text('ingredient').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export const productDescriptions = pgTable(
  'product_descriptions',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export type NutritionRow = { label: string; values: Record<string, string> };

export const productNutritionTables = pgTable(
  'product_nutrition_tables',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    title: text('title').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<NutritionRow[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export const productHowToUseSteps = pgTable(
  'product_how_to_use_steps',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    stepOrder: integer('step_order').notNull(),
    stepDetails: text('step_details').notNull(),
  },
  (table) => [index().on(table.productId)],
);

export const productCombos = pgTable(
  'product_combos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    comboPricePaise: integer('combo_price_paise').notNull(),
    status: flagColumn('status').default(1),
    isBestSeller: flagColumn('is_best_seller').default(0),
    createdAt: createdAt(),
  },
  () => [flagCheck('product_combos', 'status'), flagCheck('product_combos', 'is_best_seller')],
);

export const productComboItems = pgTable(
  'product_combo_items',
  {
    id: serial('id').primaryKey(),
    comboId: integer('combo_id').notNull().references(() => productCombos.id, { onDelete: 'cascade' }),
    productId: productId(),
    productPriceId: integer('product_price_id').references(() => productPrices.id, { onDelete: 'set null' }),
    /** The weight as chosen in the back office ("500 Gm"), kept if the price row goes. */
    weight: text('weight').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.comboId), index().on(table.productId)],
);
