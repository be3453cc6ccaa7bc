import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';
import {
  type CancelOrderResponse,
  ORDER_STATUSES,
  type Order,
  type OrderListResponse,
  type OrderResponse,
  PAYMENT_STATUSES,
} from 'shared/contracts/orders';
import { z } from 'zod';
import { textField } from '../../text-field.ts';

/** The authorization header the orders calls need; a missing one is answered 401 by the handler. */
export const bearerHeaders = z.looseObject({
  authorization: textField(1000).optional().describe('Bearer <token> of a signed-in customer'),
});

const countryId = z.union([z.number(), z.string()]);

const billingAddress = z.object({
  billing_first_name: z.string(),
  billing_last_name: z.string(),
  billing_address: z.string(),
  billing_city: z.string(),
  billing_state: z.string(),
  billing_country: countryId,
  billing_country_id: countryId,
  billing_country_name: z.string(),
  billing_pincode: z.string(),
  billing_contact_no: z.string(),
}) satisfies z.ZodType<BillingAddress>;

const shippingAddress = z.object({
  shipping_first_name: z.string(),
  shipping_last_name: z.string(),
  shipping_address: z.string(),
  shipping_city: z.string(),
  shipping_state: z.string(),
  shipping_country: countryId,
  shipping_country_id: countryId,
  shipping_country_name: z.string(),
  shipping_pincode: z.string(),
  shipping_contact_no: z.string(),
}) satisfies z.ZodType<ShippingAddress>;

export const order = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  type: z.enum(['user', 'guest']),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_type: z.enum(['online', 'cod']),
  final_total: z.number(),
  subtotal: z.number(),
  shipping_charge: z.number(),
  coupon: z.object({ code: z.string(), value: z.number() }).nullable(),
  order_notes: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_mobile: z.string().nullable(),
  billing_address: billingAddress,
  shipping_address: shippingAddress,
  items: z.array(
    z.object({ product_name: z.string(), price: z.number(), qty: z.number().int(), total_price: z.number() }),
  ),
  test_payment: z.boolean().describe('paid through the payment sandbox: no money was taken'),
}) satisfies z.ZodType<Order>;

export const orderListResponse = z.object({
  status: z.literal(true),
  data: z.array(order),
}) satisfies z.ZodType<OrderListResponse>;

export const orderResponse = z.object({ status: z.literal(true), data: order }) satisfies z.ZodType<OrderResponse>;

export const cancelOrderResponse = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
}) satisfies z.ZodType<CancelOrderResponse>;
