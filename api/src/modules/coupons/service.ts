import { and, desc, eq, ne } from 'drizzle-orm';
import {
  type Coupon,
  COUPON_DEFAULTS,
  COUPON_MESSAGES,
  couponCodeProblem,
  couponDatesProblem,
  couponDiscountProblem,
  storedCouponCode,
} from 'shared/contracts/coupons';
import type { Database } from '../../db/open-database.ts';
import { coupons } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ShopError } from '../../shop-error.ts';
import type { CouponBody } from './schemas.ts';

/**
 * The back office's coupons. Nothing caches coupons (the cart and checkout read them at every use), so a change
 * here applies to the very next cart read: a deactivated coupon leaves the carts that hold it.
 */

type CouponRow = typeof coupons.$inferSelect;

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  coupon_code: row.couponCode,
  coupon_from_date: row.couponFromDate,
  coupon_to_date: row.couponToDate,
  discount_type: row.discountType,
  discount_percentage: row.discountValue,
  coupon_description: row.couponDescription,
  coupon_status: row.couponStatus === 1 ? 1 : 0,
});

/** Every coupon, newest first, those reserved for an e-mail or applied automatically included. */
export async function listCoupons(db: Database): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toCoupon);
}

/** The form's fields as stored, once every rule passes; left out, type, status and description keep `stored`'s. */
function couponFields(body: CouponBody, stored?: CouponRow) {
  const code = body.coupon_code ?? '';
  const from = (body.coupon_from_date ?? '').trim();
  const to = (body.coupon_to_date ?? '').trim();
  const discountType = body.discount_type ?? stored?.discountType ?? COUPON_DEFAULTS.discountType;
  const discount = body.discount_percentage ?? '';
  const problem =
    couponCodeProblem(code) ?? couponDatesProblem(from, to) ?? couponDiscountProblem(discount, discountType);
  if (problem) throw new ShopError(400, problem);
  return {
    couponCode: storedCouponCode(code),
    couponFromDate: from,
    couponToDate: to,
    discountType,
    discountValue: Number(discount),
    couponDescription: (body.coupon_description ?? stored?.couponDescription ?? '').trim(),
    couponStatus: body.coupon_status ?? stored?.couponStatus ?? COUPON_DEFAULTS.couponStatus,
  };
}

async function refuseTakenCode(db: Database, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.couponCode, code), exceptId === undefined ? undefined : ne(coupons.id, exceptId)));
  if (taken) throw new ShopError(409, COUPON_MESSAGES.codeTaken);
}

/** The check above misses a code saved at the same moment by another admin: the unique constraint catches it. */
async function withUniqueCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ShopError(409, COUPON_MESSAGES.codeTaken);
    throw error;
  }
}

export async function storeCoupon(db: Database, body: CouponBody): Promise<Coupon> {
  const fields = couponFields(body);
  await refuseTakenCode(db, fields.couponCode);
  const [row] = await withUniqueCode(db.insert(coupons).values(fields).returning());
  return toCoupon(row!);
}

export async function updateCoupon(db: Database, id: number, body: CouponBody): Promise<Coupon> {
  const [stored] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!stored) throw new ShopError(404, COUPON_MESSAGES.notFound);
  const fields = couponFields(body, stored);
  await refuseTakenCode(db, fields.couponCode, id);
  const [row] = await withUniqueCode(db.update(coupons).set(fields).where(eq(coupons.id, id)).returning());
  if (!row) throw new ShopError(404, COUPON_MESSAGES.notFound);
  return toCoupon(row);
}

export async function setCouponStatus(db: Database, id: number, couponStatus: 0 | 1): Promise<Coupon> {
  const [row] = await db.update(coupons).set({ couponStatus }).where(eq(coupons.id, id)).returning();
  if (!row) throw new ShopError(404, COUPON_MESSAGES.notFound);
  return toCoupon(row);
}
