import type { Coupon } from 'shared/contracts/coupons';

/** An active 10 % coupon as `GET api/coupons` lists it. */
export const aCoupon = (coupon: Partial<Coupon> = {}): Coupon => ({
  id: 5,
  coupon_code: 'HEALTH10',
  coupon_from_date: '2026-11-01',
  coupon_to_date: '2026-12-31',
  discount_type: 'Percentage',
  discount_percentage: 10,
  coupon_description: 'Ten percent off every order',
  coupon_status: 1,
  ...coupon,
});

/** `count` coupons CODE0001 … numbered from `count` down to 1, newest first as the server lists them. */
export const someCoupons = (count: number): Coupon[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return aCoupon({ id, coupon_code: `CODE${String(id).padStart(4, '0')}` });
  });
