import {
  FULFILMENT_MESSAGES,
  ORDER_STATUSES,
  ORDER_STEPS,
  type OrderRecordsQuery,
  PAYMENT_STATUSES,
  type UpdateOrderStatusRequest,
} from 'shared/contracts/orders';
import { RECORDS_PAGE_SIZES } from 'shared/contracts/records-page';
import { z } from 'zod';
import { recordsPage, recordsPageSize } from '../../records-page.ts';
import { idField, textField } from '../../text-field.ts';

/** An empty filter is no filter, as a table's "all" choice sends it. */
export const orderRecordsQuery = z.object({
  search: textField(100).default(''),
  payment_status: z.enum([...PAYMENT_STATUSES, ''], { error: FULFILMENT_MESSAGES.invalidPaymentStatus }).default(''),
  order_status: z.enum([...ORDER_STATUSES, ''], { error: FULFILMENT_MESSAGES.invalidOrderStatus }).default(''),
  page: recordsPage.default(1),
  per_page: recordsPageSize.default(RECORDS_PAGE_SIZES[0]),
}) satisfies z.ZodType<Required<OrderRecordsQuery>>;

export const updateOrderStatusBody = z.object({
  id: idField.describe("the order's id"),
  order_status: z.enum(ORDER_STEPS, { error: FULFILMENT_MESSAGES.invalidStep }),
}) satisfies z.ZodType<UpdateOrderStatusRequest>;

export { orderRecordResponse, orderRecordsResponse, updateOrderStatusResponse } from 'shared/contracts/order-answers';
