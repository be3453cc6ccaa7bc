import type { Coupon } from 'shared/contracts/coupons';
import { searchRows } from '../../ui/search-rows.ts';
import { statusLabel } from '../../ui/status-badge.tsx';
import { couponDay, couponDiscount } from './coupon-texts.ts';

/** The texts a row shows, and the description and type behind them, which the search matches. */
const rowTexts = (coupon: Coupon) => [
  coupon.coupon_code,
  coupon.coupon_from_date,
  coupon.coupon_to_date,
  couponDay(coupon.coupon_from_date),
  couponDay(coupon.coupon_to_date),
  couponDiscount(coupon),
  coupon.discount_type,
  coupon.coupon_description,
  statusLabel(coupon.coupon_status),
];

export const searchCoupons = (coupons: readonly Coupon[], search: string) => searchRows(coupons, search, rowTexts);
