import type { CreatePaymentOrderRequest, SandboxPayRequest, VerifyPaymentRequest } from 'shared/contracts/payment';
import { z } from 'zod';
import { idField, textField } from '../../text-field.ts';

export {
  createPaymentOrderResponse,
  paymentOptionsResponse,
  sandboxPayResponse,
  verifyPaymentRefusal,
  verifyPaymentResponse,
} from 'shared/contracts/checkout-answers';

export const createPaymentOrderBody = z.object({
  /** our order's id; without it, the caller's order awaiting payment of this amount */
  id: idField.optional(),
  /** paise; compared with the order's total, never used to set it */
  amount: z.number({ error: 'must be a number' }),
  currency: z.literal('INR', { error: 'must be INR' }),
  /** the checkout's random receipt number, not read: the provider gets our order number instead */
  receipt: z.union([z.number(), textField(40)]).optional(),
}) satisfies z.ZodType<CreatePaymentOrderRequest>;

export const verifyPaymentBody = z.object({
  id: idField,
  razorpay_order_id: textField(100),
  razorpay_payment_id: textField(100),
  razorpay_signature: textField(200),
}) satisfies z.ZodType<VerifyPaymentRequest>;

export const sandboxPayBody = z.object({ order_id: textField(100) }) satisfies z.ZodType<SandboxPayRequest>;

/** A provider's event: the payment and order entities, each with up to 15 notes of 256 characters. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

export const webhookHeaders = z.looseObject({
  'x-razorpay-signature': textField(200).optional(),
  'x-razorpay-event-id': textField(200).optional(),
});

export const webhookResponse = z.object({ status: z.literal(true), message: z.string() });
