import {
  type BillingAddress,
  CHECKOUT_LIMITS,
  type CheckoutRequest,
  DEFAULT_PAYMENT_TYPE,
  type ShippingAddress,
} from 'shared/contracts/checkout';
import { CONTACT_NO_PATTERN, PINCODE_PATTERN, REQUIRED_ADDRESS_KEYS } from 'shared/contracts/address-rule';
import { z } from 'zod';
import { idempotencyKeyHeader } from '../../idempotency-key.ts';
import { EMAIL_IN_DOCS, textField } from '../../text-field.ts';
import { shopperHeaders } from '../session/shopper-session.ts';

/**
 * Only the shape is checked here, and every field may be blank: which fields must be filled,
 * and the messages, are `checkoutProblem()`'s (shared with the checkout form). Unknown fields are dropped.
 */
const text = (maxLength: number) => textField(maxLength).default('');
const countryId = z.union([z.number().int().min(0).max(2_147_483_647), textField(CHECKOUT_LIMITS.country)]).default('');

/** The address rule as the API's document states it: what is required, and the PIN code's and phone's forms. */
const addressInDocs = (prefix: 'billing' | 'shipping') => ({
  required: REQUIRED_ADDRESS_KEYS.map((key) => `${prefix}_${key}`),
  description: `Every field but ${prefix}_contact_no is required; the country as ${prefix}_country_id or ${prefix}_country`,
});
const pincode = () => text(CHECKOUT_LIMITS.pincode).meta({ pattern: PINCODE_PATTERN.source });
const contactNo = () => text(CHECKOUT_LIMITS.contactNo).meta({ pattern: CONTACT_NO_PATTERN.source });

const billingAddress = z
  .object({
    billing_first_name: text(CHECKOUT_LIMITS.name),
    billing_last_name: text(CHECKOUT_LIMITS.name),
    billing_address: text(CHECKOUT_LIMITS.address),
    billing_city: text(CHECKOUT_LIMITS.city),
    billing_state: text(CHECKOUT_LIMITS.state),
    billing_country: countryId,
    billing_country_id: countryId,
    billing_country_name: text(CHECKOUT_LIMITS.countryName),
    billing_pincode: pincode(),
    billing_contact_no: contactNo(),
  })
  .meta(addressInDocs('billing')) satisfies z.ZodType<BillingAddress>;

const shippingAddress = z
  .object({
    shipping_first_name: text(CHECKOUT_LIMITS.name),
    shipping_last_name: text(CHECKOUT_LIMITS.name),
    shipping_address: text(CHECKOUT_LIMITS.address),
    shipping_city: text(CHECKOUT_LIMITS.city),
    shipping_state: text(CHECKOUT_LIMITS.state),
    shipping_country: countryId,
    shipping_country_id: countryId,
    shipping_country_name: text(CHECKOUT_LIMITS.countryName),
    shipping_pincode: pincode(),
    shipping_contact_no: contactNo(),
  })
  .meta(addressInDocs('shipping')) satisfies z.ZodType<ShippingAddress>;

export const checkoutBody = z
  .object({
    contact_name: text(CHECKOUT_LIMITS.contactName),
    contact_email: text(CHECKOUT_LIMITS.email).meta(EMAIL_IN_DOCS),
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
  })
  // `checkoutProblem()` requires the address too, and answers a missing one in the form's words
  .meta({ required: ['contact_email', 'billing_address', 'shipping_address'] }) satisfies z.ZodType<CheckoutRequest>;

/** A checkout as the route hands it on: every field filled in, the defaults applied. */
export type CheckoutDetails = z.infer<typeof checkoutBody>;

export const checkoutHeaders = z.looseObject({
  ...shopperHeaders.shape,
  'idempotency-key': idempotencyKeyHeader,
});

export { checkoutResponse } from 'shared/contracts/checkout-answers';
