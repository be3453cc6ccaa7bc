import {
  type BillingAddress,
  CHECKOUT_LIMITS,
  type CheckoutRequest,
  type CheckoutResponse,
  DEFAULT_PAYMENT_TYPE,
  type ShippingAddress,
} from 'shared/contracts/checkout';
import { z } from 'zod';
import { idempotencyKeyHeader } from '../../idempotency-key.ts';
import { textField } from '../../text-field.ts';
import { shopperHeaders } from '../session/shopper-session.ts';

/**
 * Only the shape is checked here, and every field may be blank: which fields must be filled,
 * and the messages, are `checkoutProblem()`'s (shared with the checkout form). Unknown fields are dropped.
 */
const text = (maxLength: number) => textField(maxLength).default('');
const countryId = z.union([z.number().int().min(0).max(2_147_483_647), textField(CHECKOUT_LIMITS.country)]).default('');

const billingAddress = z.object({
  billing_first_name: text(CHECKOUT_LIMITS.name),
  billing_last_name: text(CHECKOUT_LIMITS.name),
  billing_address: text(CHECKOUT_LIMITS.address),
  billing_city: text(CHECKOUT_LIMITS.city),
  billing_state: text(CHECKOUT_LIMITS.state),
  billing_country: countryId,
  billing_country_id: countryId,
  billing_country_name: text(CHECKOUT_LIMITS.countryName),
  billing_pincode: text(CHECKOUT_LIMITS.pincode),
  billing_contact_no: text(CHECKOUT_LIMITS.contactNo),
}) satisfies z.ZodType<BillingAddress>;

const shippingAddress = z.object({
  shipping_first_name: text(CHECKOUT_LIMITS.name),
  shipping_last_name: text(CHECKOUT_LIMITS.name),
  shipping_address: text(CHECKOUT_LIMITS.address),
  shipping_city: text(CHECKOUT_LIMITS.city),
  shipping_state: text(CHECKOUT_LIMITS.state),
  shipping_country: countryId,
  shipping_country_id: countryId,
  shipping_country_name: text(CHECKOUT_LIMITS.countryName),
  shipping_pincode: text(CHECKOUT_LIMITS.pincode),
  shipping_contact_no: text(CHECKOUT_LIMITS.contactNo),
}) satisfies z.ZodType<ShippingAddress>;

export const checkoutBody = z.object({
  contact_name: text(CHECKOUT_LIMITS.contactName),
  contact_email: text(CHECKOUT_LIMITS.email),
  contact_mobile: z
    .object({ b_contact_no: text(CHECKOUT_LIMITS.contactNo) })
    .nullable()
    .default(null),
  billing_address: billingAddress,
  shipping_address: shippingAddress,
  // an order without a note may send none, an empty one or null
  order_notes: text(CHECKOUT_LIMITS.orderNotes)
    .nullable()
    .transform((notes) => notes ?? ''),
  payment_type: z.enum(['online', 'cod'], { error: 'Please choose a payment option.' }).default(DEFAULT_PAYMENT_TYPE),
}) satisfies z.ZodType<CheckoutRequest>;

/** A checkout as the route hands it on: every field filled in, the defaults applied. */
export type CheckoutDetails = z.infer<typeof checkoutBody>;

export const checkoutHeaders = z.looseObject({
  ...shopperHeaders.shape,
  'idempotency-key': idempotencyKeyHeader,
});

export const checkoutResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), order_number: z.string(), final_total: z.number() }),
}) satisfies z.ZodType<CheckoutResponse>;
