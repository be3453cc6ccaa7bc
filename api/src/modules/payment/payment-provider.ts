import type { PaymentSettings } from '../../config.ts';
import { razorpayOrders } from './razorpay-orders.ts';
import { razorpayRefunds } from './razorpay-refunds.ts';
import { sandboxOrders, sandboxRefunds } from './sandbox-orders.ts';

/** Where a payment order is opened. */
export type ProviderOrders = (order: { amountPaise: number; receipt: string }) => Promise<string>;

/**
 * Returns `amountPaise` of a captured payment to the shopper; answers the refund's id, rejects when the provider
 * refuses or cannot be reached.
 */
export type ProviderRefunds = (refund: { paymentId: string; amountPaise: number; receipt: string }) => Promise<string>;

/** One interface for both providers: the same signatures, only the secrets and the provider's calls differ. */
export type PaymentProvider = PaymentSettings & { createOrder: ProviderOrders; refund: ProviderRefunds };

export const paymentProvider = (settings: PaymentSettings): PaymentProvider =>
  settings.provider === 'razorpay'
    ? { ...settings, createOrder: razorpayOrders(settings), refund: razorpayRefunds(settings) }
    : { ...settings, createOrder: sandboxOrders, refund: sandboxRefunds };
