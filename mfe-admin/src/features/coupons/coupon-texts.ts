import type { Coupon } from 'shared/contracts/coupons';
import { formatRupees } from 'shared/contracts/rupees';
import { formatDate } from 'shared/format/dates';

/** A coupon's day (YYYY-MM-DD) in Indian English, read as that calendar day wherever the browser is. */
export const couponDay = (day: string) => formatDate(`${day}T00:00:00`);

/** ₹50.00 for an Amount coupon, 10% for a Percentage one. */
export const couponDiscount = ({ discount_type, discount_percentage }: Coupon) =>
  discount_type === 'Amount' ? formatRupees(discount_percentage) : `${discount_percentage}%`;
