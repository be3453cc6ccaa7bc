import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { coupons } from '../../db/schema.ts';
import { indiaDate } from '../../india-date.ts';

export type Coupon = typeof coupons.$inferSelect;

export const COUPON_MESSAGES = {
  emptyCode: 'Please enter a promocode.',
  invalid: 'Invalid coupon code.',
  inactive: 'This coupon is no longer available.',
  notYetValid: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  reservedForAnotherEmail: 'This coupon is reserved for another e-mail address.',
  reservedSignIn: 'This coupon is reserved for an e-mail address: please log in with that address to use it.',
  used: 'This coupon has already been used.',
} as const;

/** Why a coupon cannot be used today (its window's first and last days included, in India), or null. */
export function couponProblem(coupon: Coupon, today: string = indiaDate()): string | null {
  if (coupon.couponStatus !== 1) return COUPON_MESSAGES.inactive;
  if (coupon.usedAt) return COUPON_MESSAGES.used;
  if (today < coupon.couponFromDate) return COUPON_MESSAGES.notYetValid;
  if (today > coupon.couponToDate) return COUPON_MESSAGES.expired;
  return null;
}

/** What a coupon takes off a subtotal, in paise: never more than the subtotal, so a total is never negative. */
export function couponDiscountPaise(coupon: Coupon, subtotalPaise: number): number {
  const hundredths = Math.round(coupon.discountValue * 100);
  const discount =
    coupon.discountType === 'Percentage' ? Math.round((subtotalPaise * hundredths) / 10_000) : hundredths;
  return Math.min(Math.max(discount, 0), subtotalPaise);
}

/** A coupon anyone may apply by its code; a code reserved for an e-mail is not found this way. */
export async function findPublicCoupon(db: Database, code: string): Promise<Coupon | undefined> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.couponCode, code), isNull(coupons.email)));
  return coupon;
}

/** Of the coupons that may be used today, the one that takes the most off this subtotal. */
async function bestCoupon(
  db: Database,
  subtotalPaise: number,
  which: ReturnType<typeof and>,
): Promise<Coupon | undefined> {
  const today = indiaDate();
  const candidates = await db
    .select()
    .from(coupons)
    .where(
      and(
        which,
        eq(coupons.couponStatus, 1),
        sql`${coupons.couponFromDate} <= ${today}`,
        sql`${coupons.couponToDate} >= ${today}`,
      ),
    );
  let best: Coupon | undefined;
  for (const coupon of candidates) {
    if (!best || couponDiscountPaise(coupon, subtotalPaise) > couponDiscountPaise(best, subtotalPaise)) best = coupon;
  }
  return best;
}

export const bestAutoApplyCoupon = (db: Database, subtotalPaise: number) =>
  bestCoupon(db, subtotalPaise, and(eq(coupons.autoApply, true), isNull(coupons.email)));

/** `email` in its one spelling; a reserved coupon serves one order, so a used one is not offered again. */
export const bestCouponReservedFor = (db: Database, email: string, subtotalPaise: number) =>
  bestCoupon(db, subtotalPaise, and(eq(coupons.email, email), isNull(coupons.usedAt)));

/**
 * Marks a reserved coupon used by the order being placed, in its transaction: of two checkouts racing with it,
 * one wins. False when it was used already.
 */
export async function useReservedCoupon(db: Database, couponId: number): Promise<boolean> {
  const used = await db
    .update(coupons)
    .set({ usedAt: sql`now()` })
    .where(and(eq(coupons.id, couponId), isNull(coupons.usedAt)))
    .returning({ id: coupons.id });
  return used.length > 0;
}
