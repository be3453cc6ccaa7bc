/** Which payment window the checkout opens; set by the deployment (PAYMENT_PROVIDER). */
export type PaymentProvider = 'sandbox' | 'razorpay';

/** `GET api/payment/options`: what the checkout offers. */
export interface PaymentOptionsResponse {
  status: true;
  data: { provider: PaymentProvider; cod_enabled: boolean; shop_name: string };
}

/**
 * `POST api/payment/create-order`: the published `amount` (paise, as Razorpay counts it), `currency` and `receipt`
 * (a random number, not read), plus our optional `id` of the order to pay. Without `id`, the order is the
 * caller's latest one awaiting online payment whose total is `amount` (or else its latest one awaiting payment).
 * `amount` must equal that order's total.
 */
export interface CreatePaymentOrderRequest {
  id?: number;
  amount: number;
  currency: 'INR';
  receipt?: number | string;
}

export interface CreatePaymentOrderResponse {
  status: true;
  provider: PaymentProvider;
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
}

/** `POST api/payment/verify`: the provider's ids and signature, as Razorpay names them. */
export interface VerifyPaymentRequest {
  id: number;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifyPaymentResponse {
  status: 'success' | 'failed';
  message: string;
}

/** Sandbox only: `POST api/payment/sandbox/pay` — the local provider "captures" a payment and signs it. */
export interface SandboxPayRequest {
  order_id: string;
}
