import { failureMessage } from 'shared/api/server-errors';
import { COUPON_MESSAGES, type Coupon } from 'shared/contracts/coupons';
import { useCreateCouponMutation, useUpdateCouponMutation } from './api.ts';
import { couponFormProblem, couponRequestOf, type CouponForm } from './coupon-form.ts';

/** What saving the modal came to: saved, or the message to show in it. */
export type SaveOutcome = { saved: true } | { saved: false; problem: string };

/**
 * Creates a coupon, or updates the one being edited: the form's rules first;
 * then a refusal shows the server's message (a code taken: 409), else "Failed to create coupon." or "Failed to
 * update coupon."; no answer: "Something went wrong.".
 */
export function useSaveCoupon(editing: Coupon | null) {
  const [createCoupon, creating] = useCreateCouponMutation();
  const [updateCoupon, updating] = useUpdateCouponMutation();

  const save = async (form: CouponForm): Promise<SaveOutcome> => {
    const problem = couponFormProblem(form);
    if (problem) return { saved: false, problem };
    const coupon = couponRequestOf(form);
    try {
      if (editing) await updateCoupon({ id: editing.id, coupon }).unwrap();
      else await createCoupon(coupon).unwrap();
      return { saved: true };
    } catch (error) {
      const failed = editing ? COUPON_MESSAGES.updateFailed : COUPON_MESSAGES.createFailed;
      return { saved: false, problem: failureMessage(error, failed, COUPON_MESSAGES.somethingWrong) };
    }
  };

  return { save, saving: creating.isLoading || updating.isLoading };
}
