/** What the provider hands back after a payment, as Razorpay names it; the server verifies the signature. */
export interface PaymentSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Only the three fields the server verifies, whatever else the provider's answer holds. */
export const signedPayment = ({
  razorpay_order_id,
  razorpay_payment_id,
  razorpay_signature,
}: PaymentSuccess): PaymentSuccess => ({
  razorpay_order_id,
  razorpay_payment_id,
  razorpay_signature,
});

export interface PaymentWindowOptions {
  /** The provider's order id, from `POST api/payment/create-order`. */
  order_id: string;
  /** In paise. */
  amount: number;
  /** The provider's public key. */
  key: string;
  shopName: string;
  prefill: { email: string; contact: string };
  /** What the window says the payment is for; DEFAULT_PAYMENT_DESCRIPTION unless given. */
  description?: string;
  onSuccess: (response: PaymentSuccess) => void;
  /** The shopper closed the window without paying. */
  onDismiss: () => void;
}

export const DEFAULT_PAYMENT_DESCRIPTION = 'Order payment';

/** One interface for every provider's window; it resolves once the window is open. */
export type OpenPaymentWindow = (options: PaymentWindowOptions) => Promise<void>;

/** The payment window's theme colour. */
export const PAYMENT_THEME_COLOR = '#3399cc';
