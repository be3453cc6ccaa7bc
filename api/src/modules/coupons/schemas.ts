import { COUPON_LIMITS, COUPON_MESSAGES, type CouponRequest, type CouponStatusRequest } from 'shared/contracts/coupons';
import { z } from 'zod';
import { idField, textField } from '../../text-field.ts';

const couponStatus = z.union([z.literal(0), z.literal(1)], { error: COUPON_MESSAGES.statusInvalid });
const discountType = z.enum(['Amount', 'Percentage'], { error: COUPON_MESSAGES.discountTypeInvalid });

/** Room for a typed code or date with stray spaces; the service answers the form's message for what is wrong. */
const FIELD_TEXT_MAX = 30;

/**
 * The coupon form. Fields may be missing here, so that the service answers the form's "… is required."
 * for them, in the form's order; it checks every rule (shared/contracts/coupons).
 */
export const couponBody = z
  .object({
    coupon_code: textField(FIELD_TEXT_MAX, { message: COUPON_MESSAGES.codeFormat }).optional(),
    coupon_from_date: textField(FIELD_TEXT_MAX, { message: COUPON_MESSAGES.startDateInvalid }).optional(),
    coupon_to_date: textField(FIELD_TEXT_MAX, { message: COUPON_MESSAGES.endDateInvalid }).optional(),
    discount_type: discountType.optional(),
    discount_percentage: z
      .union([z.number(), textField(FIELD_TEXT_MAX)], { error: COUPON_MESSAGES.discountPositive })
      .optional(),
    coupon_description: textField(COUPON_LIMITS.description).optional(),
    coupon_status: couponStatus.optional(),
  })
  // optional to the schema, so that a missing one is answered in the form's words; the service requires them
  .meta({ required: ['coupon_code', 'coupon_from_date', 'coupon_to_date', 'discount_percentage'] }) satisfies z.ZodType<
  Partial<CouponRequest>
>;

export type CouponBody = z.infer<typeof couponBody>;

export const couponStatusBody = z.object({
  id: idField,
  coupon_status: couponStatus,
}) satisfies z.ZodType<CouponStatusRequest>;

export { couponListResponse, couponResponse } from 'shared/contracts/back-office-answers';
