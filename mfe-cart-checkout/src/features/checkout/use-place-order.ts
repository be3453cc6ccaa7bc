import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import { checkoutProblem, type CheckoutRequest } from 'shared/contracts/checkout';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { failureMessage } from 'shared/api/server-errors';
import { useCreatePaymentOrderMutation, useVerifyPaymentMutation } from '../payment/api.ts';
import { signedPayment, type PaymentSuccess } from '../payment/payment-window.ts';
import { usePaymentWindow } from '../payment/use-payment-window.tsx';
import { usePlaceOrderMutation } from './api.ts';
import { AFTER_ORDER_DELAY_MS, CHECKOUT_FLOW_MESSAGES, CHECKOUT_MESSAGE_MS } from './checkout-messages.ts';
import { useIdempotencyKey } from './idempotency-key.ts';

type Stage = 'editing' | 'placing' | 'paying' | 'finished';

/** Spec, section 8: the server's message, "Checkout failed." when it gave none, "Something went wrong." with no answer. */
const checkoutFailure = (error: unknown) =>
  failureMessage(error, CHECKOUT_FLOW_MESSAGES.checkoutFailed, CHECKOUT_FLOW_MESSAGES.somethingWrong);

/** Spec, section 7: the payment order's receipt is a random whole number up to 10000. */
const randomReceipt = () => Math.floor(Math.random() * 10000) + 1;

/**
 * The checkout flow (spec, section 4): validate, create the order, then either
 * cash on delivery ("Order Placed Successfully", home after 1 s) or online
 * payment (payment order, the provider's window, verification, home after
 * 1 s; a closed window leads to the orders).
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('editing');
  const [message, showMessage] = useFleetingMessage(CHECKOUT_MESSAGE_MS);
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  useDelayedNavigation(leaveFor, AFTER_ORDER_DELAY_MS);
  const idempotencyKey = useIdempotencyKey();
  const [placeOrder] = usePlaceOrderMutation();
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const { openPaymentWindow, paymentWindow } = usePaymentWindow();

  const finish = (text: string, tone: 'success' | 'danger') => {
    showMessage(text, tone);
    setStage('finished');
    setLeaveFor(paths.home);
  };

  const verify = async (orderId: number, payment: PaymentSuccess) => {
    try {
      const { status } = await verifyPayment({ id: orderId, ...signedPayment(payment) }).unwrap();
      if (status === 'success') finish(CHECKOUT_FLOW_MESSAGES.paymentVerified, 'success');
      else finish(CHECKOUT_FLOW_MESSAGES.verificationFailed, 'danger');
    } catch {
      finish(CHECKOUT_FLOW_MESSAGES.verificationFailed, 'danger');
    }
  };

  const submit = async (order: CheckoutRequest, shopName: string) => {
    if (stage !== 'editing') return;
    const problem = checkoutProblem(order);
    if (problem) {
      showMessage(problem);
      return;
    }

    setStage('placing');
    let placed;
    try {
      placed = await placeOrder({ order, idempotencyKey: idempotencyKey(order) }).unwrap();
    } catch (error) {
      setStage('editing');
      showMessage(checkoutFailure(error));
      return;
    }
    if (order.payment_type === 'cod') {
      finish(CHECKOUT_FLOW_MESSAGES.orderPlaced, 'success');
      return;
    }

    try {
      const payment = await createPaymentOrder({
        id: placed.id,
        amount: Math.round(placed.final_total * 100),
        currency: 'INR',
        receipt: randomReceipt(),
      }).unwrap();
      await openPaymentWindow(payment.provider, {
        order_id: payment.order_id,
        amount: payment.amount,
        key: payment.key,
        shopName,
        prefill: { email: order.contact_email, contact: order.contact_mobile?.b_contact_no ?? '' },
        onSuccess: (response) => void verify(placed.id, response),
        onDismiss: () => navigate(paths.orders),
      });
      setStage('paying');
    } catch {
      setStage('editing');
      showMessage(CHECKOUT_FLOW_MESSAGES.somethingWrong);
    }
  };

  return { submit, busy: stage !== 'editing', message, paymentWindow };
}
