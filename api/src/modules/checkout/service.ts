import { eq, inArray } from 'drizzle-orm';
import { checkoutProblem } from 'shared/contracts/checkout';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { CheckoutSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { cartLines, carts, coupons } from '../../db/schema.ts';
import { rupeesFromPaise } from '../../money.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import { ShopError } from '../../shop-error.ts';
import type { SignedInUser } from '../auth/service.ts';
import { cartLineColumns, cartTotals, dropCoupon, type PricedLine, priceLines } from '../cart/service.ts';
import type { CatalogSnapshot } from '../catalog/load-catalog.ts';
import { catalogSnapshot } from '../catalog/service.ts';
import { COUPON_MESSAGES, type Coupon, couponProblem, useReservedCoupon } from '../coupons/coupon-rules.ts';
import type { OrderConfirmation } from '../orders/confirmation-mail.ts';
import type { PaymentReminder } from '../orders/payment-reminder-mail.ts';
import { type NewOrder, orderForKey, type PlacedOrder, placeOrder } from '../orders/place-order.ts';
import type { CheckoutDetails } from './schemas.ts';

export const CHECKOUT_ANSWERS = {
  placed: 'Order placed.',
  emptyCart: 'Your cart is empty.',
  codUnavailable: 'Cash on delivery is not available.',
} as const;

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

/** The mails a checkout may bring: the confirmation or the payment reminder, and the count of mail to strangers. */
export type CheckoutMails = {
  confirmOrder: OrderConfirmation;
  remindOfPayment: PaymentReminder;
  countMailTo: MailCount;
};

/** What a checkout's transaction works with besides the request: all of it read before BEGIN. */
type Prepared = { settings: CheckoutSettings; catalog: CatalogSnapshot; contactEmail: string; mails: CheckoutMails };

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

/** The contact address of a checkout the shop can take, or the 400 that refuses it. */
function contactEmailOf(settings: CheckoutSettings, details: CheckoutDetails): string {
  if (details.payment_type === 'cod' && !settings.codEnabled) throw new ShopError(400, CHECKOUT_ANSWERS.codUnavailable);
  const problem = checkoutProblem(details);
  if (problem) throw new ShopError(400, problem);
  return canonicalEmail(details.contact_email)!;
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

/** The session's cart, locked: a second checkout of it waits for this one. */
async function lockCart(tx: Database, sessionId: string) {
  const [cart] = await tx
    .select({ couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.sessionId, sessionId))
    .for('update');
  return cart;
}

/** The cart's lines, locked, priced from the catalogue read before BEGIN; products no longer sold are left out. */
async function lockedPricedLines(tx: Database, catalog: CatalogSnapshot, sessionId: string): Promise<PricedLine[]> {
  const rows = await tx
    .select(cartLineColumns)
    .from(cartLines)
    .where(eq(cartLines.sessionId, sessionId))
    .orderBy(cartLines.id)
    .for('update');
  return priceLines(catalog, rows);
}

/** The cart's coupon when this order may use it (a reserved one is used up here); a CouponRefused otherwise. */
async function usableCoupon(tx: Database, couponId: number | null, user: SignedInUser | null): Promise<Coupon | null> {
  const [coupon] = couponId ? await tx.select().from(coupons).where(eq(coupons.id, couponId)) : [];
  if (!coupon) return null;
  const refusal = await couponRefusal(tx, coupon, user);
  if (refusal) throw refusal;
  return coupon;
}

/** The order the cart makes: its lines, the coupon's discount and, on delivery, the shipping charge. */
function orderOfCart(checkout: Checkout, prepared: Prepared, lines: PricedLine[], coupon: Coupon | null): NewOrder {
  const { sessionId, user, idempotencyKey, details } = checkout;
  const totals = cartTotals(lines, coupon);
  const shippingChargePaise = details.payment_type === 'cod' ? prepared.settings.codShippingChargePaise : 0;
  return {
    details,
    contactEmail: prepared.contactEmail,
    sessionId,
    userId: user?.id ?? null,
    idempotencyKey,
    lines,
    totals: { ...totals, shippingChargePaise, finalTotalPaise: totals.finalTotalPaise + shippingChargePaise },
    coupon: coupon ? { code: coupon.couponCode, value: rupeesFromPaise(totals.discountPaise) } : null,
  };
}

/** Takes the ordered lines, and the coupon, off the cart. */
async function emptyCart(tx: Database, sessionId: string, lines: PricedLine[], couponId: number | null) {
  await tx.delete(cartLines).where(
    inArray(
      cartLines.id,
      lines.map((line) => line.id),
    ),
  );
  if (couponId) await tx.update(carts).set({ couponId: null }).where(eq(carts.sessionId, sessionId));
}

/** Queues the new order's confirmation (on delivery, or nothing to pay) or, for a guest, its payment reminder. */
async function mailNewOrder(tx: Database, mails: CheckoutMails, order: PlacedOrder, checkout: Checkout) {
  if (checkout.details.payment_type === 'cod' || order.finalTotalPaise === 0) await mails.confirmOrder(tx, order.id);
  // a guest has no orders page: if this one stays unpaid, a mail leads back to it
  else if (!checkout.user) await mails.remindOfPayment(tx, order.id);
}

/** The checkout's transaction, step by step; `placedNow` is false when the Idempotency-Key found its order. */
async function orderTheCart(
  tx: Database,
  checkout: Checkout,
  prepared: Prepared,
): Promise<{ order: PlacedOrder; placedNow: boolean }> {
  const { sessionId, idempotencyKey } = checkout;
  const cart = await lockCart(tx, sessionId);
  // The key is checked here only, under the cart's lock: a repeat waits for the first and answers its order.
  const placedAlready = idempotencyKey ? await orderForKey(tx, sessionId, idempotencyKey) : undefined;
  if (placedAlready) return { order: placedAlready, placedNow: false };
  const lines = await lockedPricedLines(tx, prepared.catalog, sessionId);
  if (!cart || lines.length === 0) throw new ShopError(400, CHECKOUT_ANSWERS.emptyCart);
  const coupon = await usableCoupon(tx, cart.couponId, checkout.user);
  const order = await placeOrder(tx, orderOfCart(checkout, prepared, lines, coupon));
  await emptyCart(tx, sessionId, lines, cart.couponId);
  await mailNewOrder(tx, prepared.mails, order, checkout);
  return { order, placedNow: true };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

/**
 * What a failed checkout answers: a refused coupon is a 409 (and leaves the cart when it expired), and a checkout
 * that lost the race to insert its Idempotency-Key's order answers the order the other request placed.
 */
async function afterFailedCheckout(db: Database, checkout: Checkout, error: unknown): Promise<PlacedOrder> {
  const { sessionId, idempotencyKey } = checkout;
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

/**
 * Turns the session's cart into an order, priced from the database, in one transaction that also empties the cart.
 * The cart's row and lines are locked first, so a second checkout of the same cart waits and then finds it empty
 * (or, with the same Idempotency-Key, finds this order). A new order on delivery, or one with nothing to pay,
 * has its confirmation mail queued in the same transaction; a repeated checkout answering it again mails nothing.
 * A guest's order awaiting online payment has its payment reminder queued instead, due later. Unless the caller is
 * signed in to the contact address's own account, the mails the order may bring that address are counted first.
 */
export async function checkOut(
  db: Database,
  settings: CheckoutSettings,
  checkout: Checkout,
  mails: CheckoutMails,
  counters: OrderCounters,
): Promise<PlacedOrder> {
  const contactEmail = contactEmailOf(settings, checkout.details);
  // Read before BEGIN: reloading a changed catalogue through `db` inside the transaction would wait for the
  // transaction's own connection (PGlite has one) and read outside its snapshot on PostgreSQL.
  const catalog = await catalogSnapshot(db);
  // signing in proved the account's address; any other checkout may be mailing a stranger
  const takeBackMailCount = checkout.user?.email === contactEmail ? null : await mails.countMailTo(contactEmail);
  const prepared: Prepared = { settings, catalog, contactEmail, mails };
  try {
    const { order, placedNow } = await db.transaction((tx) => orderTheCart(tx, checkout, prepared));
    if (placedNow) {
      counters.placed(checkout.details.payment_type);
      if (order.finalTotalPaise === 0) counters.paid(checkout.details.payment_type);
    } else await takeBackMailCount?.();
    return order;
  } catch (error) {
    await takeBackMailCount?.();
    return afterFailedCheckout(db, checkout, error);
  }
}
