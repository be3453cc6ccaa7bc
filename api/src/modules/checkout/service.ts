import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkoutProblem } from 'shared/contracts/checkout';
import { canonicalEmail } from 'shared/contracts/email-address';
import { isAboveOrderMaximum, ORDER_MAXIMUM_MESSAGES } from 'shared/contracts/order-maximum';
import type { CheckoutSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { cartLines, carts, coupons, orderItems, orders } from '../../db/schema.ts';
import { indiaDate } from '../../india-date.ts';
import { rupeesFromPaise } from '../../money.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import { ShopError } from '../../shop-error.ts';
import type { SignedInUser } from '../auth/service.ts';
import { cartLineColumns, cartTotals, dropCoupon, priceLines } from '../cart/service.ts';
import { catalogSnapshot } from '../catalog/service.ts';
import { COUPON_MESSAGES, type Coupon, couponProblem, useReservedCoupon } from '../coupons/coupon-rules.ts';
import type { OrderConfirmation } from '../orders/confirmation-mail.ts';
import type { PaymentReminder } from '../orders/payment-reminder-mail.ts';
import type { CheckoutDetails } from './schemas.ts';

export const CHECKOUT_ANSWERS = {
  placed: 'Order placed.',
  emptyCart: 'Your cart is empty.',
  codUnavailable: 'Cash on delivery is not available.',
} as const;

export type PlacedOrder = { id: number; orderNumber: string; finalTotalPaise: number };

export type Checkout = {
  sessionId: string;
  user: SignedInUser | null;
  /** the client's Idempotency-Key: the same key from the same session places one order */
  idempotencyKey: string | undefined;
  details: CheckoutDetails;
};

/**
 * Counts a checkout that will mail `address` about an order its own account did not place (a 429 when the address
 * has had its share); resolves to what takes the count back when no order was placed after all.
 */
export type MailCount = (address: string) => Promise<() => Promise<void>>;

/** A coupon the cart holds but this order cannot use; an expired or withdrawn one also leaves the cart. */
class CouponRefused extends Error {
  constructor(
    message: string,
    readonly couponId: number,
    readonly leavesCart: boolean,
  ) {
    super(message);
  }
}

/**
 * A reserved coupon serves its address's signed-in account (which proved the address), once: anyone else's
 * checkout loses it from the cart.
 */
async function couponRefusal(db: Database, coupon: Coupon, user: SignedInUser | null): Promise<CouponRefused | null> {
  const problem = couponProblem(coupon);
  if (problem) return new CouponRefused(problem, coupon.id, true);
  if (coupon.email === null) return null;
  if (!user) return new CouponRefused(COUPON_MESSAGES.reservedSignIn, coupon.id, true);
  if (coupon.email !== user.email) return new CouponRefused(COUPON_MESSAGES.reservedForAnotherEmail, coupon.id, true);
  if (!(await useReservedCoupon(db, coupon.id))) return new CouponRefused(COUPON_MESSAGES.used, coupon.id, true);
  return null;
}

const placedOrderColumns = { id: orders.id, orderNumber: orders.orderNumber, finalTotalPaise: orders.finalTotalPaise };

async function orderForKey(db: Database, sessionId: string, idempotencyKey: string): Promise<PlacedOrder | undefined> {
  const [order] = await db
    .select(placedOrderColumns)
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), eq(orders.idempotencyKey, idempotencyKey)));
  return order;
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

/** "HG20250614" and a shop-wide sequence: readable on the phone, unique without a lookup. */
const nextOrderNumber = () =>
  sql`'HG' || ${indiaDate().replaceAll('-', '')} || lpad(nextval('order_number_seq')::text, 5, '0')`;

/**
 * Turns the session's cart into an order, priced from the database, in one transaction that also empties the cart.
 * The cart's row and lines are locked first, so a second checkout of the same cart waits and then finds it empty
 * (or, with the same Idempotency-Key, finds this order). A new order on delivery, or one with nothing to pay,
 * has its confirmation mail queued in the same transaction; a repeated checkout answering it again mails nothing.
 * A guest's order awaiting online payment has its payment reminder queued instead, due later. Unless the caller is
 * signed in to the contact address's own account, the mails the order may bring that address are counted first.
 */
export async function placeOrder(
  db: Database,
  settings: CheckoutSettings,
  checkout: Checkout,
  {
    confirmOrder,
    remindOfPayment,
    countMailTo,
  }: { confirmOrder: OrderConfirmation; remindOfPayment: PaymentReminder; countMailTo: MailCount },
  counters: OrderCounters,
): Promise<PlacedOrder> {
  const { sessionId, user, idempotencyKey, details } = checkout;
  if (details.payment_type === 'cod' && !settings.codEnabled) throw new ShopError(400, CHECKOUT_ANSWERS.codUnavailable);
  const problem = checkoutProblem(details);
  if (problem) throw new ShopError(400, problem);
  const contactEmail = canonicalEmail(details.contact_email)!;

  // Read before BEGIN: reloading a changed catalogue through `db` inside the transaction would wait for the
  // transaction's own connection (PGlite has one) and read outside its snapshot on PostgreSQL.
  const catalog = await catalogSnapshot(db);
  // signing in proved the account's address; any other checkout may be mailing a stranger
  const takeBackMailCount = user?.email === contactEmail ? null : await countMailTo(contactEmail);
  try {
    const { order: placed, placedNow } = await db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ couponId: carts.couponId })
        .from(carts)
        .where(eq(carts.sessionId, sessionId))
        .for('update');
      // The key is checked here only, under the cart's lock: a repeat waits for the first and answers its order.
      if (idempotencyKey) {
        const placedAlready = await orderForKey(tx, sessionId, idempotencyKey);
        if (placedAlready) return { order: placedAlready, placedNow: false };
      }
      const rows = await tx
        .select(cartLineColumns)
        .from(cartLines)
        .where(eq(cartLines.sessionId, sessionId))
        .orderBy(cartLines.id)
        .for('update');
      const lines = priceLines(catalog, rows);
      if (!cart || lines.length === 0) throw new ShopError(400, CHECKOUT_ANSWERS.emptyCart);

      const [coupon] = cart.couponId ? await tx.select().from(coupons).where(eq(coupons.id, cart.couponId)) : [];
      const refusal = coupon && (await couponRefusal(tx, coupon, user));
      if (refusal) throw refusal;

      const totals = cartTotals(lines, coupon ?? null);
      // before any insert: past the maximum, a total would no longer fit the orders' integer columns
      if (isAboveOrderMaximum(rupeesFromPaise(totals.subtotalPaise))) {
        throw new ShopError(400, ORDER_MAXIMUM_MESSAGES.orderAbove);
      }
      const shippingChargePaise = details.payment_type === 'cod' ? settings.codShippingChargePaise : 0;
      const finalTotalPaise = totals.finalTotalPaise + shippingChargePaise;
      const billing = details.billing_address;
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: nextOrderNumber(),
          type: user ? 'user' : 'guest',
          // nothing to pay (a coupon that covers the whole cart, paid online) is settled at once
          paymentStatus: finalTotalPaise === 0 ? 'Paid' : 'Pending',
          paymentType: details.payment_type,
          subtotalPaise: totals.subtotalPaise,
          discountPaise: totals.discountPaise,
          coupon: coupon ? { code: coupon.couponCode, value: rupeesFromPaise(totals.discountPaise) } : null,
          shippingChargePaise,
          finalTotalPaise,
          contactName:
            details.contact_name.trim() || `${billing.billing_first_name.trim()} ${billing.billing_last_name.trim()}`,
          contactEmail,
          contactMobile: details.contact_mobile?.b_contact_no.trim() || null,
          billingAddress: details.billing_address,
          shippingAddress: details.shipping_address,
          orderNotes: details.order_notes,
          sessionId,
          userId: user?.id ?? null,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning(placedOrderColumns);
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order!.id,
          productId: line.productId,
          productPriceId: line.productPriceId,
          comboId: line.comboId,
          productName: line.weightUnit ? `${line.productName} (${line.weightUnit})` : line.productName,
          pricePaise: line.unitPricePaise,
          qty: line.qty,
          totalPricePaise: line.unitPricePaise * line.qty,
        })),
      );
      await tx.delete(cartLines).where(
        inArray(
          cartLines.id,
          lines.map((line) => line.id),
        ),
      );
      if (cart.couponId) await tx.update(carts).set({ couponId: null }).where(eq(carts.sessionId, sessionId));
      if (details.payment_type === 'cod' || finalTotalPaise === 0) await confirmOrder(tx, order!.id);
      // a guest has no orders page: if this one stays unpaid, a mail leads back to it
      else if (!user) await remindOfPayment(tx, order!.id);
      return { order: order!, placedNow: true };
    });
    if (placedNow) {
      counters.placed(details.payment_type);
      if (placed.finalTotalPaise === 0) counters.paid(details.payment_type);
    } else await takeBackMailCount?.();
    return placed;
  } catch (error) {
    await takeBackMailCount?.();
    if (error instanceof CouponRefused) {
      if (error.leavesCart) await dropCoupon(db, sessionId, error.couponId);
      throw new ShopError(409, error.message);
    }
    if (idempotencyKey && isUniqueViolation(error)) {
      const placedByTheOtherRequest = await orderForKey(db, sessionId, idempotencyKey);
      if (placedByTheOtherRequest) return placedByTheOtherRequest;
    }
    throw error;
  }
}
