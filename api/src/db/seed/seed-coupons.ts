import { count } from 'drizzle-orm';
import type { Database } from '../open-database.ts';
import { coupons } from '../schema.ts';

type SeedCoupon = typeof coupons.$inferInsert;

/** The shop's promotions; dates are India dates, both ends included. */
export const seedCouponList: SeedCoupon[] = [
  {
    couponCode: 'HEALTH10',
    couponFromDate: '2025-01-01',
    couponToDate: '2030-12-31',
    discountType: 'Percentage',
    discountValue: 10,
    couponDescription: '10% off your order of any grains and mixes.',
  },
  {
    couponCode: 'FLAT50RS',
    couponFromDate: '2025-01-01',
    couponToDate: '2030-12-31',
    discountType: 'Amount',
    discountValue: 50,
    couponDescription: '₹50 off your order.',
  },
  {
    couponCode: 'MILLET05',
    couponFromDate: '2025-01-01',
    couponToDate: '2030-12-31',
    discountType: 'Percentage',
    discountValue: 5,
    couponDescription: '5% off every cart, applied by itself.',
    autoApply: true,
  },
  {
    couponCode: 'MONSOON5',
    couponFromDate: '2024-06-01',
    couponToDate: '2024-09-30',
    discountType: 'Percentage',
    discountValue: 15,
    couponDescription: 'Monsoon sale 2024: 15% off.',
  },
  {
    couponCode: 'DIWALI25',
    couponFromDate: '2025-01-01',
    couponToDate: '2030-12-31',
    discountType: 'Amount',
    discountValue: 100,
    couponDescription: 'Diwali offer, paused: ₹100 off.',
    couponStatus: 0,
  },
];

/** Fills an empty coupons table with the shop's promotions; a table with anything in it is left alone. */
export async function seedCoupons(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ coupons: count() }).from(coupons);
    if (existing && existing.coupons > 0) return false;
    await tx.insert(coupons).values(seedCouponList);
    return true;
  });
}
