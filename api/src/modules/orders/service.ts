import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  CANCELLABLE_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUS,
  type Order,
  type OrderRecordSummary,
} from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { rupeesFromPaise } from '../../money.ts';
import { ShopError } from '../../shop-error.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** Paid through the payment sandbox, whose window marks an order Paid without taking money. */
const isTestPayment = (row: OrderRow): boolean => row.paymentProvider === 'sandbox' && row.paidAt !== null;

/** An order's row in the back office's table. */
export const orderSummary = (row: OrderRow): OrderRecordSummary => ({
  id: row.id,
  order_number: row.orderNumber,
  created_at: row.createdAt.toISOString(),
  type: row.type,
  order_status: row.orderStatus,
  payment_status: row.paymentStatus,
  payment_type: row.paymentType,
  final_total: rupeesFromPaise(row.finalTotalPaise),
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  test_payment: isTestPayment(row),
});

/** An order as the API names its fields (`Order` in shared/contracts/orders), money in rupees. */
export const orderAnswer = (row: OrderRow, items: OrderItemRow[]): Order => ({
  ...orderSummary(row),
  subtotal: rupeesFromPaise(row.subtotalPaise),
  shipping_charge: rupeesFromPaise(row.shippingChargePaise),
  coupon: row.coupon ?? null,
  order_notes: row.orderNotes,
  contact_mobile: row.contactMobile,
  billing_address: row.billingAddress,
  shipping_address: row.shippingAddress,
  items: items.map((item) => ({
    product_name: item.productName,
    price: rupeesFromPaise(item.pricePaise),
    qty: item.qty,
    total_price: rupeesFromPaise(item.totalPricePaise),
  })),
});

export async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) =>
    orderAnswer(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}

/** The customer's orders, newest first. */
export async function listOrders(db: Database, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** Any order with its items, for the shop's own use (its mails); undefined when there is none. */
export async function orderById(db: Database, orderId: number): Promise<Order | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = await withItems(db, rows);
  return order;
}

async function ownOrderRow(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  // another customer's order is answered exactly like a missing one
  if (!row) throw new ShopError(404, ORDER_MESSAGES.notFound);
  return row;
}

/** One of the customer's own orders, with its items. */
export async function findOrder(db: Database, userId: number, orderId: number): Promise<Order> {
  const [order] = await withItems(db, [await ownOrderRow(db, userId, orderId)]);
  return order!;
}

/**
 * Cancels one of the customer's own user-type orders that has not moved past 'Placed'. One UPDATE decides,
 * so of two cancels at once exactly one succeeds and the other reads the order already cancelled.
 * Answers the cancelled order; when it was paid, its refund is the back office's to make.
 */
export async function cancelOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const [cancelled] = await db
    .update(orders)
    .set({ orderStatus: ORDER_STATUS.cancelled, cancelledAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.type, 'user'),
        inArray(orders.orderStatus, [...CANCELLABLE_ORDER_STATUSES]),
      ),
    )
    .returning();
  if (cancelled) return cancelled;
  const order = await ownOrderRow(db, userId, orderId);
  if (order.type !== 'user') throw new ShopError(409, ORDER_MESSAGES.guestNotCancellable);
  if (order.orderStatus === ORDER_STATUS.cancelled) throw new ShopError(409, ORDER_MESSAGES.alreadyCancelled);
  throw new ShopError(409, ORDER_MESSAGES.notCancellable);
}
