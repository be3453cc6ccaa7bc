import { useState } from 'react';
import { shop } from 'shared/config/shop';
import type { Order } from 'shared/contracts/orders';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useGetPaymentOptionsQuery, useVerifyPaymentMutation } from '../payment/api.ts';
import { signedPayment, type PaymentSuccess } from '../../ui/payment-window.ts';
import { PAYMENT_RETRY_MESSAGES } from '../../ui/payment-retry-messages.ts';
import { usePayForOrder } from '../../ui/use-pay-for-order.ts';

/** The order page's messages stay until the next one: the page itself changes once the payment is verified. */
const MESSAGE_MS = 8000;

/**
 * Pays a pending order from its page: the provider's window for its total, then verification. A verified payment
 * reloads the order (the `Order` tag), which turns the page into its confirmation; a closed window leaves the
 * page as it was, its Pay button ready again.
 */
export function usePayOrder(order: Order | undefined) {
  const { data: options } = useGetPaymentOptionsQuery();
  const [verifyPayment] = useVerifyPaymentMutation();
  const { payForOrder, paymentWindow } = usePayForOrder();
  const [message, showMessage] = useFleetingMessage(MESSAGE_MS);
  const [paying, setPaying] = useState(false);

  const verify = async (orderId: number, payment: PaymentSuccess) => {
    try {
      const { status } = await verifyPayment({ id: orderId, ...signedPayment(payment) }).unwrap();
      if (status !== 'success') throw new Error('not verified');
      showMessage(PAYMENT_RETRY_MESSAGES.verified, 'success');
    } catch {
      showMessage(PAYMENT_RETRY_MESSAGES.verificationFailed);
    }
    setPaying(false);
  };

  const pay = async () => {
    if (!order || paying) return;
    setPaying(true);
    try {
      await payForOrder(order.id, order.final_total, {
        shopName: options?.shop_name ?? shop.name,
        prefill: { email: order.contact_email, contact: order.contact_mobile ?? '' },
        onSuccess: (response) => void verify(order.id, response),
        onDismiss: () => setPaying(false),
      });
    } catch {
      setPaying(false);
      showMessage(PAYMENT_RETRY_MESSAGES.failed);
    }
  };

  return { pay, paying, message, paymentWindow };
}
