import {
  type ComboPageQuery,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_PRODUCT_SEARCH_LENGTH,
  PRODUCT_SORTS,
  type ProductPageQuery,
} from 'shared/contracts/catalog-pages';
import { z } from 'zod';
import { textField } from '../../text-field.ts';

const wholeNumber = { error: 'must be a positive whole number' };
const pageSize = { error: `must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}` };

const page = z.coerce
  .number(wholeNumber)
  .int(wholeNumber)
  .positive(wholeNumber)
  .max(2_147_483_647, wholeNumber)
  .optional();
const perPage = z.coerce
  .number(pageSize)
  .int(pageSize)
  .min(1, pageSize)
  .max(MAX_PRODUCT_PAGE_SIZE, pageSize)
  .optional();
const bestSeller = z
  .enum(['0', '1'], { error: 'must be 1 (only the best sellers) or 0' })
  .transform((flag) => (flag === '1' ? 1 : 0))
  .optional();

/** Every field optional: a request with none of them is the published call for the whole list. */
export const productPageQuery = z.object({
  page,
  per_page: perPage,
  q: textField(MAX_PRODUCT_SEARCH_LENGTH).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
  in_stock: z
    .enum(['0', '1'], { error: 'must be 1 (only what is in stock) or 0' })
    .transform((flag) => (flag === '1' ? 1 : 0))
    .optional(),
  best_seller: bestSeller,
}) satisfies z.ZodType<ProductPageQuery>;

export type ParsedProductPageQuery = z.infer<typeof productPageQuery>;

/** As for products: none of them, the whole list. */
export const comboPageQuery = z.object({
  page,
  per_page: perPage,
  best_seller: bestSeller,
}) satisfies z.ZodType<ComboPageQuery>;

export type ParsedComboPageQuery = z.infer<typeof comboPageQuery>;
