/**
 * Coupons in the back office: the coupon as the admin calls read and
 * send it, and the coupon form's rules and messages, shared word for word by the Manage Coupon screen and the
 * API, which enforces them. Plain functions, no schema library.
 */

export type DiscountType = 'Amount' | 'Percentage';

export const DISCOUNT_TYPES: readonly DiscountType[] = ['Amount', 'Percentage'];

/** A coupon as `GET api/coupons` lists it (newest first) and the coupon calls answer it. */
export interface Coupon {
  id: number;
  /** 8 capital letters or digits */
  coupon_code: string;
  /** YYYY-MM-DD; the first and last day of the coupon, both included, in India */
  coupon_from_date: string;
  coupon_to_date: string;
  discount_type: DiscountType;
  /** the discount's value whatever its type (the field's published name): percent for Percentage, rupees for Amount */
  discount_percentage: number;
  coupon_description: string;
  /** 1 active, 0 inactive */
  coupon_status: 0 | 1;
}

/**
 * `POST /api/coupons/store` and `PUT /api/coupons/update/{id}`: the form's fields. The discount may come as the
 * number input's text. Left out, the type and status are Percentage and 1 for a new coupon and stay as they
 * were on an update; so does the description.
 */
export interface CouponRequest {
  coupon_code: string;
  coupon_from_date: string;
  coupon_to_date: string;
  discount_type?: DiscountType;
  discount_percentage: number | string;
  coupon_description?: string;
  coupon_status?: 0 | 1;
}

/** `POST /api/coupons/updateStatus` */
export interface CouponStatusRequest {
  id: number;
  coupon_status: 0 | 1;
}

export interface CouponListResponse {
  status: true;
  data: Coupon[];
}

/** The store, update and status calls; the screen reads `status` of the first two, `success` of the last. */
export interface CouponResponse {
  status: true;
  success: true;
  message: string;
  data: Coupon;
}

export const COUPON_DEFAULTS = { discountType: 'Percentage', couponStatus: 1 } as const satisfies {
  discountType: DiscountType;
  couponStatus: 0 | 1;
};

export const COUPON_LIMITS = {
  codeLength: 8,
  description: 500,
  /** the most a discount's column holds (rupees for an Amount coupon) */
  maxDiscount: 99_999_999.99,
} as const;

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required.',
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  discountRequired: 'Discount is required.',
  saved: 'Coupon saved successfully!',
  createFailed: 'Failed to create coupon.',
  updateFailed: 'Failed to update coupon.',
  statusFailed: 'Failed to update status.',
  somethingWrong: 'Something went wrong.',
  /** the server's messages for the rules the form does not check */
  codeFormat: 'Coupon code must be exactly 8 letters or digits.',
  startDateInvalid: 'Start date must be a date (YYYY-MM-DD).',
  endDateInvalid: 'End date must be a date (YYYY-MM-DD).',
  endBeforeStart: 'End date cannot be before the start date.',
  discountPositive: 'Discount must be a number greater than 0.',
  discountDecimals: 'Discount can have at most 2 decimal places.',
  percentageTooHigh: 'A percentage discount cannot be more than 100.',
  discountTooLarge: 'Discount is too large.',
  discountTypeInvalid: 'Discount type must be Amount or Percentage.',
  statusInvalid: 'Coupon status must be 1 (active) or 0 (inactive).',
  codeTaken: 'A coupon with this code already exists.',
  statusUpdated: 'Coupon status updated.',
  notFound: 'Coupon not found.',
} as const;

/** What the code field keeps of what is typed: letters and digits only (the others are stripped), upper case, 8 at most. */
export const couponCodeInput = (typed: string): string =>
  typed
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, COUPON_LIMITS.codeLength);

/** The code as stored: trimmed and upper case (a shopper's typed code is upper-cased the same way). */
export const storedCouponCode = (code: string): string => code.trim().toUpperCase();

export function couponCodeProblem(code: string): string | null {
  const stored = storedCouponCode(code);
  if (stored === '') return COUPON_MESSAGES.codeRequired;
  return /^[A-Z0-9]{8}$/.test(stored) ? null : COUPON_MESSAGES.codeFormat;
}

/** A real day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The dates' first problem. The form does not check that the end follows the start; the API refuses an
 * end before the start, which would make a coupon that never applies. One day (start = end) is allowed.
 */
export function couponDatesProblem(from: string, to: string): string | null {
  if (from.trim() === '') return COUPON_MESSAGES.startDateRequired;
  if (!isCalendarDate(from.trim())) return COUPON_MESSAGES.startDateInvalid;
  if (to.trim() === '') return COUPON_MESSAGES.endDateRequired;
  if (!isCalendarDate(to.trim())) return COUPON_MESSAGES.endDateInvalid;
  return to.trim() < from.trim() ? COUPON_MESSAGES.endBeforeStart : null;
}

/** The discount's first problem: required, above 0, cents at most (step 0.01), a percentage up to 100. */
export function couponDiscountProblem(value: number | string, type: DiscountType): string | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return COUPON_MESSAGES.discountRequired;
  const amount = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(amount > 0)) {
    return Number.isFinite(amount) && amount > COUPON_LIMITS.maxDiscount
      ? COUPON_MESSAGES.discountTooLarge
      : COUPON_MESSAGES.discountPositive;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return COUPON_MESSAGES.discountDecimals;
  if (type === 'Percentage' && amount > 100) return COUPON_MESSAGES.percentageTooHigh;
  return amount > COUPON_LIMITS.maxDiscount ? COUPON_MESSAGES.discountTooLarge : null;
}
