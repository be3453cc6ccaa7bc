import type { PaymentSettings } from '../../config.ts';
import { razorpayOrders } from './razorpay-orders.ts';
import { sandboxOrders } from './sandbox-orders.ts';

/** Where a payment order is opened: the only call that differs between the providers. */
export type ProviderOrders = (order: { amountPaise: number; receipt: string }) => Promise<string>;

/** One interface for both providers: the same signatures, only the secrets and the order call differ. */
export type PaymentProvider = PaymentSettings & { createOrder: ProviderOrders };

export const paymentProvider = (settings: PaymentSettings): PaymentProvider => ({
  ...settings,
  createOrder: settings.provider === 'razorpay' ? razorpayOrders(settings) : sandboxOrders,
});
