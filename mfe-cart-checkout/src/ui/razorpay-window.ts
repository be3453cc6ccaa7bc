import { loadScript } from './load-script.ts';
import {
  DEFAULT_PAYMENT_DESCRIPTION,
  PAYMENT_THEME_COLOR,
  type OpenPaymentWindow,
  type PaymentSuccess,
} from './payment-window.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Standard Checkout's options the shop uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  handler: (response: PaymentSuccess) => void;
  prefill: { email: string; contact: string };
  theme: { color: string };
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

/** Razorpay Standard Checkout, its script loaded on first use (only shops that use Razorpay load it). */
export const openRazorpayWindow: OpenPaymentWindow = async ({
  order_id,
  amount,
  key,
  shopName,
  prefill,
  description = DEFAULT_PAYMENT_DESCRIPTION,
  onSuccess,
  onDismiss,
}) => {
  await loadScript(RAZORPAY_CHECKOUT_SCRIPT);
  if (!window.Razorpay) throw new Error('Razorpay Checkout did not start');
  new window.Razorpay({
    key,
    amount,
    currency: 'INR',
    name: shopName,
    description,
    order_id,
    handler: onSuccess,
    prefill,
    theme: { color: PAYMENT_THEME_COLOR },
    modal: { ondismiss: onDismiss },
  }).open();
};
