import type { BillingAddress, CheckoutRequest, CheckoutResponse, ShippingAddress } from 'shared/contracts/checkout';
import { z } from 'zod';
import { textField } from '../../text-field.ts';
import { shopperHeaders } from '../session/shopper-session.ts';

/**
 * Only the shape is checked here, and every field may be blank: which fields must be filled,
 * and the messages, are `checkoutProblem()`'s (shared with the checkout form). Unknown fields are dropped.
 */
const text = (maxLength: number) => textField(maxLength).default('');
const countryId = z.union([z.number().int().min(0).max(2_147_483_647), textField(50)]).default('');

const billingAddress = z.object({
  billing_first_name: text(100),
  billing_last_name: text(100),
  billing_address: text(300),
  billing_city: text(100),
  billing_state: text(100),
  billing_country: countryId,
  billing_country_id: countryId,
  billing_country_name: text(100),
  billing_pincode: text(20),
  billing_contact_no: text(20),
}) satisfies z.ZodType<BillingAddress>;

const shippingAddress = z.object({
  shipping_first_name: text(100),
  shipping_last_name: text(100),
  shipping_address: text(300),
  shipping_city: text(100),
  shipping_state: text(100),
  shipping_country: countryId,
  shipping_country_id: countryId,
  shipping_country_name: text(100),
  shipping_pincode: text(20),
  shipping_contact_no: text(20),
}) satisfies z.ZodType<ShippingAddress>;

export const checkoutBody = z.object({
  contact_name: text(200),
  contact_email: text(254),
  contact_mobile: z
    .object({ b_contact_no: text(20) })
    .nullable()
    .default(null),
  billing_address: billingAddress,
  shipping_address: shippingAddress,
  order_notes: text(2000),
  payment_type: z.enum(['online', 'cod'], { error: 'Please choose a payment option.' }),
}) satisfies z.ZodType<CheckoutRequest>;

export const checkoutHeaders = z.looseObject({
  ...shopperHeaders.shape,
  'idempotency-key': z.uuid({ error: 'must be a UUID' }).optional(),
});

export const checkoutResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), order_number: z.string(), final_total: z.number() }),
}) satisfies z.ZodType<CheckoutResponse>;
