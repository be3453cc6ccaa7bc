import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';
import type { OrderRow } from './service.ts';

/** What the back office's steps change of an order. */
type StatusChange = Pick<
  typeof orders.$inferInsert,
  'orderStatus' | 'paymentStatus' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'
>;

/**
 * Changes the order only while it is still as `read` found it. Answers the changed row, or undefined when someone
 * else changed it first: of two admins clicking at once, one wins.
 */
async function changeIfUnchanged(db: Database, read: OrderRow, change: StatusChange) {
  const [changed] = await db
    .update(orders)
    .set(change)
    .where(
      and(
        eq(orders.id, read.id),
        eq(orders.orderStatus, read.orderStatus),
        eq(orders.paymentStatus, read.paymentStatus),
      ),
    )
    .returning();
  return changed;
}

/** Ships the order as `read` found it; undefined when someone else changed it first. */
export const shipOrder = (db: Database, read: OrderRow) =>
  changeIfUnchanged(db, read, { orderStatus: ORDER_STATUS.shipped, shippedAt: new Date() });

/** Delivers the order as `read` found it (cash on delivery is paid when it is delivered); undefined when beaten. */
export function deliverOrder(db: Database, read: OrderRow) {
  const now = new Date();
  return changeIfUnchanged(db, read, {
    orderStatus: ORDER_STATUS.delivered,
    deliveredAt: now,
    ...(read.paymentType === 'cod' && read.paymentStatus === 'Pending' ? { paymentStatus: 'Paid', paidAt: now } : {}),
  });
}

/** Cancels the unpaid order as `read` found it; undefined when someone else changed it first. */
export const cancelUnpaidOrder = (db: Database, read: OrderRow) =>
  changeIfUnchanged(db, read, { orderStatus: ORDER_STATUS.cancelled, cancelledAt: new Date() });

/**
 * Marks the paid order as `read` found it Cancelled and Refunded before its refund is asked for, so no one else can
 * ship, cancel or refund it meanwhile; undefined when someone else changed it first.
 */
export const cancelForRefund = (db: Database, read: OrderRow) =>
  changeIfUnchanged(db, read, {
    orderStatus: ORDER_STATUS.cancelled,
    cancelledAt: read.cancelledAt ?? new Date(),
    paymentStatus: 'Refunded',
  });

/** Puts an order `cancelForRefund` claimed back as `read` found it, when the provider refused the refund. */
export async function undoCancelForRefund(db: Database, read: OrderRow) {
  await db
    .update(orders)
    .set({ orderStatus: read.orderStatus, cancelledAt: read.cancelledAt, paymentStatus: read.paymentStatus })
    .where(and(eq(orders.id, read.id), eq(orders.paymentStatus, 'Refunded'), isNull(orders.refundedAt)));
}

/** Sets `refunded_at` once the provider accepted the refund; answers the refunded order. */
export async function markOrderRefunded(db: Database, orderId: number) {
  const [refunded] = await db.update(orders).set({ refundedAt: new Date() }).where(eq(orders.id, orderId)).returning();
  return refunded;
}
