/**
 * What the orders calls answer, a customer's and the back office's, as the API checks each answer before it leaves
 * (zod: for the API and the tests, never imported by a page, which uses the types of shared/contracts/orders).
 */
import { z } from 'zod';
import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';
import { pagedEnvelope } from 'shared/contracts/envelope';
import {
  type CancelOrderResponse,
  ORDER_STATUSES,
  type Order,
  type OrderListResponse,
  type OrderRecord,
  type OrderRecordResponse,
  type OrderRecordsResponse,
  type OrderResponse,
  PAYMENT_STATUSES,
  type UpdateOrderStatusResponse,
} from 'shared/contracts/orders';

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

const orderRecordSummary = order.pick({
  id: true,
  order_number: true,
  created_at: true,
  type: true,
  order_status: true,
  payment_status: true,
  payment_type: true,
  final_total: true,
  contact_name: true,
  contact_email: true,
  test_payment: true,
});

export const orderRecordsResponse = pagedEnvelope(orderRecordSummary) satisfies z.ZodType<OrderRecordsResponse>;

const orderRecord = order.extend({
  user_id: z.number().int().nullable(),
  payment_provider: z.string().nullable(),
  provider_order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  payment_events: z.array(
    z.object({
      event_id: z.string(),
      event_type: z.string(),
      payment_id: z.string().nullable(),
      amount: z.number().nullable(),
      received_at: z.string(),
    }),
  ),
}) satisfies z.ZodType<OrderRecord>;

export const orderRecordResponse = z.object({
  status: z.literal(true),
  data: orderRecord,
}) satisfies z.ZodType<OrderRecordResponse>;

export const updateOrderStatusResponse = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  data: orderRecord,
}) satisfies z.ZodType<UpdateOrderStatusResponse>;
