import type { PaymentSettings } from '../../config.ts';
import type { ProviderRefunds } from './payment-provider.ts';
import { createAtRazorpay } from './razorpay-api.ts';

/** Razorpay's refunds API (https://razorpay.com/docs/api/refunds/create-normal/); `send` as in `createAtRazorpay`. */
export const razorpayRefunds =
  (settings: PaymentSettings, send: typeof fetch = fetch): ProviderRefunds =>
  ({ paymentId, amountPaise, receipt }) =>
    createAtRazorpay(
      settings,
      {
        path: `payments/${encodeURIComponent(paymentId)}/refund`,
        body: { amount: amountPaise, speed: 'normal', receipt },
        what: 'refund',
      },
      send,
    );
