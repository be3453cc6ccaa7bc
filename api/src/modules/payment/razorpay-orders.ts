import type { PaymentSettings } from '../../config.ts';
import type { ProviderOrders } from './payment-provider.ts';
import { createAtRazorpay } from './razorpay-api.ts';

/** Razorpay's Orders API (https://razorpay.com/docs/api/orders/create/). */
export const razorpayOrders =
  (settings: PaymentSettings): ProviderOrders =>
  ({ amountPaise, receipt }) =>
    createAtRazorpay(settings, {
      path: 'orders',
      body: { amount: amountPaise, currency: 'INR', receipt },
      what: 'order',
    });
