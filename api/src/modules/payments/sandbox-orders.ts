import { randomBytes } from 'node:crypto';
import type { ProviderOrders } from './payment-provider.ts';

/** The sandbox opens its orders locally, with ids shaped like Razorpay's. */
export const sandboxOrders: ProviderOrders = async () => `order_sbx_${randomBytes(12).toString('hex')}`;

export const sandboxPaymentId = () => `pay_sbx_${randomBytes(12).toString('hex')}`;
