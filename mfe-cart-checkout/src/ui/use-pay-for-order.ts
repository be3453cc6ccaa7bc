import { useCallback } from 'react';
import { useCreatePaymentOrderMutation } from '../features/payment/api.ts';
import type { PaymentWindowOptions } from './payment-window.ts';
import { usePaymentWindow } from './use-payment-window.tsx';

/** The payment order's receipt is a random whole number up to 10000 (the server does not read it). */
const randomReceipt = () => Math.floor(Math.random() * 10000) + 1;

/** The window's options that do not come from the payment order. */
type PaymentDetails = Omit<PaymentWindowOptions, 'order_id' | 'amount' | 'key'>;

/**
 * Paying for a placed order: a payment order for its total (in rupees, asked in paise), then the
 * provider's window for it (`paymentWindow`, to render). Rejects when either fails.
 */
export function usePayForOrder() {
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const { openPaymentWindow, paymentWindow } = usePaymentWindow();

  const payForOrder = useCallback(
    async (orderId: number, total: number, details: PaymentDetails) => {
      const payment = await createPaymentOrder({
        id: orderId,
        amount: Math.round(total * 100),
        currency: 'INR',
        receipt: randomReceipt(),
      }).unwrap();
      await openPaymentWindow(payment.provider, {
        order_id: payment.order_id,
        amount: payment.amount,
        key: payment.key,
        ...details,
      });
    },
    [createPaymentOrder, openPaymentWindow],
  );

  return { payForOrder, paymentWindow };
}
