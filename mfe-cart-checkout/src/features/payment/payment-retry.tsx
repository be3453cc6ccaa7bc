import { useEffect, useState } from 'react';
import { useNavigate } from 'shared/routing';
import styled from 'styled-components';
import { baseApi } from 'shared/api/base-api';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { ORDER_MESSAGES } from 'shared/contracts/orders';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { orderPaymentFinished, type OrderPaymentRequest } from 'shared/store/ui-slice';
import { Notice } from 'shared/ui/alert.tsx';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useGetPaymentOptionsQuery, useVerifyPaymentMutation } from './api.ts';
import { signedPayment, type PaymentSuccess } from '../../ui/payment-window.ts';
import { PAYMENT_RETRY_MESSAGES } from '../../ui/payment-retry-messages.ts';
import { usePayForOrder } from '../../ui/use-pay-for-order.ts';

/** Retry messages clear after 3 s; the orders list opens 1 s after a verified payment. */
const RETRY_MESSAGE_MS = 3000;
const AFTER_RETRY_MS = 1000;

const Toast = styled.div`
  position: fixed;
  top: 5rem;
  left: 50%;
  z-index: 40;
  width: min(28rem, calc(100% - 2rem));
  transform: translateX(-50%);
`;

/**
 * Paying a pending order again, asked for through the store by the orders page
 * (`orderPaymentRequested`): a payment order for the final total, the provider's window ("Retry Order Payment"),
 * then verification; a verified payment goes to the orders list after 1 s, a closed window at once.
 */
export function PaymentRetry() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = useAppSelector((state) => state.ui.orderPayment);
  const { data: options } = useGetPaymentOptionsQuery();
  const [verifyPayment] = useVerifyPaymentMutation();
  const { payForOrder, paymentWindow } = usePayForOrder();
  const [message, showMessage] = useFleetingMessage(RETRY_MESSAGE_MS);
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  useDelayedNavigation(leaveFor, AFTER_RETRY_MS);

  useEffect(() => {
    if (!request) return;
    dispatch(orderPaymentFinished());

    const verify = async (orderId: number, payment: PaymentSuccess) => {
      try {
        const { status } = await verifyPayment({ id: orderId, ...signedPayment(payment) }).unwrap();
        if (status !== 'success') throw new Error('not verified');
        showMessage(PAYMENT_RETRY_MESSAGES.verified, 'success');
        setLeaveFor(paths.orders);
      } catch {
        showMessage(PAYMENT_RETRY_MESSAGES.verificationFailed);
      }
    };

    const retry = async ({ orderId, amount, email, contact }: OrderPaymentRequest) => {
      // a payment verified before this one has taken the shopper to the orders already: this one may again
      setLeaveFor(null);
      if (!(amount > 0)) {
        showMessage(ORDER_MESSAGES.invalidData);
        return;
      }
      try {
        await payForOrder(orderId, amount, {
          shopName: options?.shop_name ?? shop.name,
          description: ORDER_MESSAGES.retryDescription,
          prefill: { email, contact },
          onSuccess: (response) => void verify(orderId, response),
          onDismiss: () => {
            dispatch(baseApi.util.invalidateTags(['Order']));
            navigate(paths.orders);
          },
        });
      } catch {
        showMessage(PAYMENT_RETRY_MESSAGES.failed);
      }
    };

    void retry(request);
  }, [request, dispatch, navigate, options, payForOrder, verifyPayment, showMessage]);

  return (
    <>
      {paymentWindow}
      {message && (
        <Toast>
          <Notice $tone={message.tone}>{message.text}</Notice>
        </Toast>
      )}
    </>
  );
}
