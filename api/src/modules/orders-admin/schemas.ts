import {
  FULFILMENT_MESSAGES,
  ORDER_STATUSES,
  ORDER_STEPS,
  type OrderRecord,
  type OrderRecordResponse,
  type OrderRecordsQuery,
  type OrderRecordsResponse,
  PAYMENT_STATUSES,
  type UpdateOrderStatusRequest,
  type UpdateOrderStatusResponse,
} from 'shared/contracts/orders';
import { pagedEnvelope } from 'shared/contracts/envelope';
import { RECORDS_PAGE_SIZES } from 'shared/contracts/records-page';
import { z } from 'zod';
import { recordsPage, recordsPageSize } from '../../records-page.ts';
import { idField, textField } from '../../text-field.ts';
import { order } from '../orders/schemas.ts';

/** An empty filter is no filter, as a table's "all" choice sends it. */
export const orderRecordsQuery = z.object({
  search: textField(100).default(''),
  payment_status: z.enum([...PAYMENT_STATUSES, ''], { error: FULFILMENT_MESSAGES.invalidPaymentStatus }).default(''),
  order_status: z.enum([...ORDER_STATUSES, ''], { error: FULFILMENT_MESSAGES.invalidOrderStatus }).default(''),
  page: recordsPage.default(1),
  per_page: recordsPageSize.default(RECORDS_PAGE_SIZES[0]),
}) satisfies z.ZodType<Required<OrderRecordsQuery>>;

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

export const updateOrderStatusBody = z.object({
  id: idField.describe("the order's id"),
  order_status: z.enum(ORDER_STEPS, { error: FULFILMENT_MESSAGES.invalidStep }),
}) satisfies z.ZodType<UpdateOrderStatusRequest>;

export const updateOrderStatusResponse = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  data: orderRecord,
}) satisfies z.ZodType<UpdateOrderStatusResponse>;
