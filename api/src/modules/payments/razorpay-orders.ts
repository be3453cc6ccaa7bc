import type { PaymentSettings } from '../../config.ts';
import type { ProviderOrders } from './payment-provider.ts';

/** Razorpay's Orders API (https://razorpay.com/docs/api/orders/create/), with the key id and secret as basic auth. */
export const razorpayOrders =
  ({ keyId, keySecret }: PaymentSettings): ProviderOrders =>
  async ({ amountPaise, receipt }) => {
    const response = await fetch('https://api.razorpay.com/v1/orders', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Razorpay refused the order: ${response.status} ${await response.text()}`);
    const order = (await response.json()) as { id?: unknown };
    if (typeof order.id !== 'string') throw new Error('Razorpay answered an order without an id');
    return order.id;
  };
