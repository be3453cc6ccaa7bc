import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  type OrderRecord,
  type OrderRecordSummary,
  type OrderStatus,
  type PaymentStatus,
} from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import { rupeesFromPaise } from '../../money.ts';
import { containing } from '../../records-page.ts';
import { ShopError } from '../../shop-error.ts';
import { type OrderRow, orderSummary, withItems } from '../orders/service.ts';

/** The back office's orders table: what it searches, filters and which page it shows. */
export type OrderRecordsFilter = {
  search: string;
  paymentStatus: PaymentStatus | undefined;
  orderStatus: OrderStatus | undefined;
  page: number;
  perPage: number;
};

function matching({ search, paymentStatus, orderStatus }: OrderRecordsFilter) {
  const pattern = containing(search);
  return and(
    search
      ? or(ilike(orders.orderNumber, pattern), ilike(orders.contactEmail, pattern), ilike(orders.contactName, pattern))
      : undefined,
    paymentStatus ? eq(orders.paymentStatus, paymentStatus) : undefined,
    orderStatus ? eq(orders.orderStatus, orderStatus) : undefined,
  );
}

/** One page of every order that matches, newest first, and how many match in all. */
export async function listOrderRecords(
  db: Database,
  filter: OrderRecordsFilter,
): Promise<{ rows: OrderRecordSummary[]; total: number }> {
  const where = matching(filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  return {
    total: counted?.total ?? 0,
    rows: rows.map(orderSummary),
  };
}

/** Any order's row; a missing one is a 404. */
export async function orderRowById(db: Database, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new ShopError(404, ORDER_MESSAGES.notFound);
  return row;
}

const isoOrNull = (moment: Date | null) => moment?.toISOString() ?? null;

/** An order as the back office sees it: the customer's view, its payment and fulfilment dates and its payment history. */
export async function findOrderRecord(db: Database, orderId: number): Promise<OrderRecord> {
  const row = await orderRowById(db, orderId);
  const [order] = await withItems(db, [row]);
  const events = row.providerOrderId
    ? await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerOrderId, row.providerOrderId))
        .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId))
    : [];
  return {
    ...order!,
    user_id: row.userId,
    payment_provider: row.paymentProvider,
    provider_order_id: row.providerOrderId,
    payment_id: row.paymentId,
    paid_at: isoOrNull(row.paidAt),
    shipped_at: isoOrNull(row.shippedAt),
    delivered_at: isoOrNull(row.deliveredAt),
    cancelled_at: isoOrNull(row.cancelledAt),
    refunded_at: isoOrNull(row.refundedAt),
    payment_events: events.map((event) => ({
      event_id: event.eventId,
      event_type: event.eventType,
      payment_id: event.paymentId,
      amount: event.amountPaise === null ? null : rupeesFromPaise(event.amountPaise),
      received_at: event.receivedAt.toISOString(),
    })),
  };
}
