import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutRequest } from 'shared/contracts/checkout';
import { isAboveOrderMaximum, ORDER_MAXIMUM_MESSAGES } from 'shared/contracts/order-maximum';
import type { Database } from '../../db/open-database.ts';
import { type OrderCoupon, orderItems, orders } from '../../db/schema.ts';
import { indiaDate } from '../../india-date.ts';
import { rupeesFromPaise } from '../../money.ts';
import { ShopError } from '../../shop-error.ts';

export type PlacedOrder = { id: number; orderNumber: string; finalTotalPaise: number };

/** A line as the order keeps it: priced when it was placed, whatever the catalogue says later. */
export type NewOrderLine = {
  productId: number | null;
  productPriceId: number | null;
  comboId: number | null;
  productName: string;
  weightUnit: string | null;
  unitPricePaise: number;
  qty: number;
};

/** An order as the checkout settled it: what the shopper filled in, who placed it, its priced lines and totals. */
export type NewOrder = {
  details: Required<CheckoutRequest>;
  /** in its one spelling (`canonicalEmail`) */
  contactEmail: string;
  sessionId: string;
  userId: number | null;
  idempotencyKey: string | undefined;
  lines: NewOrderLine[];
  totals: { subtotalPaise: number; discountPaise: number; shippingChargePaise: number; finalTotalPaise: number };
  coupon: OrderCoupon | null;
};

const placedOrderColumns = { id: orders.id, orderNumber: orders.orderNumber, finalTotalPaise: orders.finalTotalPaise };

/** The order a session placed with this Idempotency-Key, if any. */
export async function orderForKey(
  db: Database,
  sessionId: string,
  idempotencyKey: string,
): Promise<PlacedOrder | undefined> {
  const [order] = await db
    .select(placedOrderColumns)
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), eq(orders.idempotencyKey, idempotencyKey)));
  return order;
}

/** "HG20250614" and a shop-wide sequence: readable on the phone, unique without a lookup. */
const nextOrderNumber = () =>
  sql`'HG' || ${indiaDate().replaceAll('-', '')} || lpad(nextval('order_number_seq')::text, 5, '0')`;

function orderRow({ details, contactEmail, sessionId, userId, idempotencyKey, totals, coupon }: NewOrder) {
  const billing = details.billing_address;
  return {
    orderNumber: nextOrderNumber(),
    type: userId === null ? ('guest' as const) : ('user' as const),
    // nothing to pay (a coupon that covers the whole cart, paid online) is settled at once
    paymentStatus: totals.finalTotalPaise === 0 ? ('Paid' as const) : ('Pending' as const),
    paymentType: details.payment_type,
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    coupon,
    shippingChargePaise: totals.shippingChargePaise,
    finalTotalPaise: totals.finalTotalPaise,
    contactName:
      details.contact_name.trim() || `${billing.billing_first_name.trim()} ${billing.billing_last_name.trim()}`,
    contactEmail,
    contactMobile: details.contact_mobile?.b_contact_no.trim() || null,
    billingAddress: details.billing_address,
    shippingAddress: details.shipping_address,
    orderNotes: details.order_notes,
    sessionId,
    userId,
    idempotencyKey: idempotencyKey ?? null,
  };
}

const lineRow = (orderId: number, line: NewOrderLine) => ({
  orderId,
  productId: line.productId,
  productPriceId: line.productPriceId,
  comboId: line.comboId,
  productName: line.weightUnit ? `${line.productName} (${line.weightUnit})` : line.productName,
  pricePaise: line.unitPricePaise,
  qty: line.qty,
  totalPricePaise: line.unitPricePaise * line.qty,
});

/**
 * Inserts the order and its lines, in the caller's transaction (which holds the cart's lock). An order with
 * nothing to pay is Paid at once. One above the order maximum is refused before any insert: its totals would no
 * longer fit the orders' integer columns. A second order with the session's Idempotency-Key breaks a unique key.
 */
export async function placeOrder(tx: Database, order: NewOrder): Promise<PlacedOrder> {
  if (isAboveOrderMaximum(rupeesFromPaise(order.totals.subtotalPaise))) {
    throw new ShopError(400, ORDER_MAXIMUM_MESSAGES.orderAbove);
  }
  const [placed] = await tx.insert(orders).values(orderRow(order)).returning(placedOrderColumns);
  await tx.insert(orderItems).values(order.lines.map((line) => lineRow(placed!.id, line)));
  return placed!;
}
