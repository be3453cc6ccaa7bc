import { z } from 'zod';
import { envelope, pagedEnvelope } from 'shared/contracts/envelope';

/** 1 or 0, as the API's flags (`in_stock`, `is_default`). */
export const flag = z.union([z.literal(0), z.literal(1)]);

export const productImage = z.object({
  id: z.number().int(),
  image: z.string(),
  thumbnail: z.string(),
  is_default: flag,
});

/** Money is in rupees, two decimals, computed by the server from the database. */
export const productPrice = z.object({
  id: z.number().int(),
  weight_unit: z.string(),
  price: z.number(),
  discounted_price: z.number(),
});

export const nutritionRow = z.object({
  label: z.string(),
  /** column name → text; an empty string is shown as "-" */
  values: z.record(z.string(), z.string()),
});

export const nutritionTable = z.object({
  id: z.number().int(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(nutritionRow),
});

export const howToUseStep = z.object({
  id: z.number().int(),
  step_order: z.number().int(),
  step_details: z.string(),
});

/** When the product or combo last changed in the back office, in UTC (`2026-11-27T10:15:00.000Z`). */
const updatedAt = z.iso.datetime().optional();

export const productSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  in_stock: flag,
  is_best_seller: flag,
  images: z.array(productImage),
  prices: z.array(productPrice),
  updated_at: updatedAt,
});

export const product = productSummary.extend({
  ingredients: z.array(z.object({ id: z.number().int(), ingredient: z.string() })),
  descriptions: z.array(z.object({ id: z.number().int(), description: z.string() })),
  nutritional_information: z.array(nutritionTable),
  serving_size: z.string().nullable(),
  serving_per_container: z.string().nullable(),
  how_to_use: z.array(howToUseStep),
  how_to_use_image: z.string().nullable(),
  how_to_use_tip: z.string().nullable(),
});

export const comboSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  combo_price: z.number(),
  is_best_seller: flag,
  combo_items: z.array(
    z.object({
      id: z.number().int(),
      product: z.object({ id: z.number().int(), name: z.string() }),
    }),
  ),
  updated_at: updatedAt,
});

/** A combo with each of its products in full, for the combo detail's tabs. */
export const combo = comboSummary.extend({
  combo_items: z.array(z.object({ id: z.number().int(), product })),
});

export const productListResponse = envelope(z.array(productSummary));

/**
 * A page of products; a search's page also says which of its words went unsearched (`ignored_words`: single
 * letters and words past the eighth) and, in `total_capped`, that more products match than a search weighs,
 * `total` then counting those it weighed.
 */
export const productPageResponse = pagedEnvelope(productSummary).extend({
  ignored_words: z.array(z.string()).optional(),
  total_capped: z.literal(true).optional(),
});
export const productResponse = envelope(product);
export const comboListResponse = envelope(z.array(comboSummary));

export const comboPageResponse = pagedEnvelope(comboSummary);
export const comboResponse = envelope(combo);

export type ProductImage = z.infer<typeof productImage>;
export type ProductPrice = z.infer<typeof productPrice>;
export type NutritionTable = z.infer<typeof nutritionTable>;
export type HowToUseStep = z.infer<typeof howToUseStep>;
export type ProductSummary = z.infer<typeof productSummary>;
export type ProductPageResponse = z.infer<typeof productPageResponse>;
export type Product = z.infer<typeof product>;
export type ComboSummary = z.infer<typeof comboSummary>;
export type ComboPageResponse = z.infer<typeof comboPageResponse>;
export type Combo = z.infer<typeof combo>;
