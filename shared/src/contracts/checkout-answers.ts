/**
 * What the checkout and the payment calls answer, as the API checks each answer before it leaves (zod: for the API
 * and the tests, never imported by a page, which uses the types of shared/contracts/checkout and payment).
 */
import { z } from 'zod';
import type { CheckoutResponse } from 'shared/contracts/checkout';
import { envelope, errorEnvelope } from 'shared/contracts/envelope';
import type {
  CreatePaymentOrderResponse,
  PaymentOptionsResponse,
  VerifyPaymentResponse,
} from 'shared/contracts/payment';

export const checkoutResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), order_number: z.string(), final_total: z.number() }),
}) satisfies z.ZodType<CheckoutResponse>;

const provider = z.enum(['sandbox', 'razorpay']);

export const paymentOptionsResponse = envelope(
  z.object({ provider, cod_enabled: z.boolean(), shop_name: z.string() }),
) satisfies z.ZodType<PaymentOptionsResponse>;

export const createPaymentOrderResponse = z.object({
  status: z.literal(true),
  provider,
  key: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  order_id: z.string(),
}) satisfies z.ZodType<CreatePaymentOrderResponse>;

export const verifyPaymentResponse = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
}) satisfies z.ZodType<VerifyPaymentResponse>;

/** A forged signature answers `{ status: 'failed' }`; a malformed request, the usual error envelope. */
export const verifyPaymentRefusal = z.union([verifyPaymentResponse, errorEnvelope]);

export const sandboxPayResponse = z.object({
  status: z.literal(true),
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
