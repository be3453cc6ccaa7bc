import { randomBytes } from 'node:crypto';
import type { ProviderOrders, ProviderRefunds } from './payment-provider.ts';

/** The sandbox opens its orders locally, with ids shaped like Razorpay's. */
export const sandboxOrders: ProviderOrders = async () => `order_sbx_${randomBytes(12).toString('hex')}`;

export const sandboxPaymentId = () => `pay_sbx_${randomBytes(12).toString('hex')}`;

/** The sandbox refunds only the payments its own window took, as Razorpay refunds only its own. */
export const sandboxRefunds: ProviderRefunds = async ({ paymentId }) => {
  if (!paymentId.startsWith('pay_sbx_')) throw new Error(`the sandbox took no payment ${paymentId}`);
  return `rfnd_sbx_${randomBytes(12).toString('hex')}`;
};
