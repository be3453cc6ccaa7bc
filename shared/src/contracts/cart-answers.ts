/**
 * What the cart calls answer, as the API checks each answer before it leaves (zod: for the API and the tests, never
 * imported by a page, which uses the types of shared/contracts/cart).
 */
import { z } from 'zod';
import type { CartChangeResponse, CartLine, CartResponse } from 'shared/contracts/cart';

const cartLine = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_price_id: z.number().int().nullable(),
  combo_id: z.number().int().nullable(),
  is_combo: z.union([z.literal(0), z.literal(1)]),
  product_name: z.string(),
  weight_unit: z.string().nullable(),
  image: z.string().nullable(),
  qty: z.number().int(),
  price: z.number(),
  total_price: z.number(),
}) satisfies z.ZodType<CartLine>;

export const cartResponse = z.object({
  status: z.literal(true),
  data: z.array(cartLine),
  subtotal: z.number(),
  shipping_charge: z.number(),
  discount: z.number(),
  final_total: z.number(),
  coupon: z.string().nullable(),
}) satisfies z.ZodType<CartResponse>;

export const cartChangeResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  discount: z.number().optional(),
}) satisfies z.ZodType<CartChangeResponse>;
