import {
  COUPON_DEFAULTS,
  couponCodeProblem,
  couponDatesProblem,
  couponDiscountProblem,
  storedCouponCode,
  type Coupon,
  type CouponRequest,
  type DiscountType,
} from 'shared/contracts/coupons';

/** The create/edit modal's fields as typed. */
export interface CouponForm {
  coupon_code: string;
  coupon_from_date: string;
  coupon_to_date: string;
  discount_type: DiscountType;
  discount_percentage: string;
  coupon_description: string;
  coupon_status: '1' | '0';
}

/** A new coupon: type Percentage and status 1. */
export const newCouponForm = (): CouponForm => ({
  coupon_code: '',
  coupon_from_date: '',
  coupon_to_date: '',
  discount_type: COUPON_DEFAULTS.discountType,
  discount_percentage: '',
  coupon_description: '',
  coupon_status: String(COUPON_DEFAULTS.couponStatus) as '1',
});

/** The modal filled with a coupon to edit. */
export const couponFormOf = (coupon: Coupon): CouponForm => ({
  coupon_code: coupon.coupon_code,
  coupon_from_date: coupon.coupon_from_date,
  coupon_to_date: coupon.coupon_to_date,
  discount_type: coupon.discount_type,
  discount_percentage: String(coupon.discount_percentage),
  coupon_description: coupon.coupon_description,
  coupon_status: coupon.coupon_status === 1 ? '1' : '0',
});

/** The form's first problem, in the form's order: code, start date, end date, discount. */
export const couponFormProblem = (form: CouponForm): string | null =>
  couponCodeProblem(form.coupon_code) ??
  couponDatesProblem(form.coupon_from_date, form.coupon_to_date) ??
  couponDiscountProblem(form.discount_percentage, form.discount_type);

/** What `POST /api/coupons/store` and `PUT /api/coupons/update/{id}` are sent. */
export const couponRequestOf = (form: CouponForm): CouponRequest => ({
  coupon_code: storedCouponCode(form.coupon_code),
  coupon_from_date: form.coupon_from_date,
  coupon_to_date: form.coupon_to_date,
  discount_type: form.discount_type,
  discount_percentage: Number(form.discount_percentage),
  coupon_description: form.coupon_description.trim(),
  coupon_status: form.coupon_status === '1' ? 1 : 0,
});
