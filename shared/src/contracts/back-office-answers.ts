/**
 * What the back office's calls answer (products, combos, coupons), as the API checks each answer before it leaves
 * (zod: for the API and the tests, never imported by a page, which uses the types of the contracts beside).
 */
import { z } from 'zod';
import { flag, product, productPrice } from 'shared/contracts/catalog';
import type { Coupon, CouponListResponse, CouponResponse } from 'shared/contracts/coupons';
import { envelope, everyOrPagedRecords } from 'shared/contracts/envelope';
import type { ComboRecord } from 'shared/contracts/product-combos-admin';
import type { ProductRecord } from 'shared/contracts/products-admin';

const productRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  in_stock: flag,
  product_status: flag,
  thumbnail: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<ProductRecord>;

export const productRecordsResponse = everyOrPagedRecords(productRecord);

/** The update form's load: the product as the shop shows it, with its status and each weight split for the form. */
export const adminProduct = product.extend({
  product_status: flag,
  prices: z.array(productPrice.extend({ weight: z.string(), unit: z.string() })),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductResponse = envelope(adminProduct);

export const productStatusResponse = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), product_status: flag }),
});

const comboRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  combo_price: z.number(),
  status: flag,
  image: z.string(),
  combo_products: z.array(
    z.object({
      product_id: z.number().int(),
      weight: z.string(),
      discounted_price: z.number(),
      product_name: z.string(),
    }),
  ),
  created_at: z.string(),
}) satisfies z.ZodType<ComboRecord>;

export const comboRecordsResponse = everyOrPagedRecords(comboRecord);

export const comboRecordResponse = envelope(comboRecord);

export const comboStatusResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), status: flag }),
});

const coupon = z.object({
  id: z.number(),
  coupon_code: z.string(),
  coupon_from_date: z.string(),
  coupon_to_date: z.string(),
  discount_type: z.enum(['Amount', 'Percentage']),
  discount_percentage: z.number(),
  coupon_description: z.string(),
  coupon_status: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<Coupon>;

export const couponListResponse = z.object({
  status: z.literal(true),
  data: z.array(coupon),
}) satisfies z.ZodType<CouponListResponse>;

export const couponResponse = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  data: coupon,
}) satisfies z.ZodType<CouponResponse>;
