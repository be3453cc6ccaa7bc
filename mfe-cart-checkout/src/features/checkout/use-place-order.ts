import { useState } from 'react';
import { useNavigate } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { checkoutProblem, type CheckoutRequest } from 'shared/contracts/checkout';
import { useAppSelector } from 'shared/store/hooks';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { failureMessage } from 'shared/api/server-errors';
import { useVerifyPaymentMutation } from '../payment/api.ts';
import { signedPayment, type PaymentSuccess } from '../../ui/payment-window.ts';
import { usePayForOrder } from '../../ui/use-pay-for-order.ts';
import { usePlaceOrderMutation } from './api.ts';
import { AFTER_ORDER_DELAY_MS, CHECKOUT_FLOW_MESSAGES, CHECKOUT_MESSAGE_MS } from './checkout-messages.ts';
import { useIdempotencyKey } from './idempotency-key.ts';

type Stage = 'editing' | 'placing' | 'paying' | 'finished';

/** The server's message, "Checkout failed." when it gave none, "Something went wrong." with no answer. */
const checkoutFailure = (error: unknown) =>
  failureMessage(error, CHECKOUT_FLOW_MESSAGES.checkoutFailed, CHECKOUT_FLOW_MESSAGES.somethingWrong);

/**
 * The checkout flow: validate, create the order, then either
 * cash on delivery ("Order Placed Successfully", the order's page after 1 s) or online
 * payment (payment order, the provider's window, verification, the order's page after
 * 1 s). A closed window leads a guest at once to the order's page, where Pay opens it again,
 * and a signed-in customer to their orders.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('editing');
  const [message, showMessage, clearMessage] = useFleetingMessage(CHECKOUT_MESSAGE_MS);
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  useDelayedNavigation(leaveFor, AFTER_ORDER_DELAY_MS);
  const idempotencyKey = useIdempotencyKey();
  const [placeOrder] = usePlaceOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const { payForOrder, paymentWindow } = usePayForOrder();

  const signedIn = useAppSelector((state) => state.auth.isSignedIn);

  const finish = (orderId: number, text: string, tone: 'success' | 'danger') => {
    showMessage(text, tone);
    setStage('finished');
    setLeaveFor(paths.orderReceived(orderId));
  };

  const verify = async (orderId: number, payment: PaymentSuccess) => {
    try {
      const { status } = await verifyPayment({ id: orderId, ...signedPayment(payment) }).unwrap();
      if (status === 'success') finish(orderId, CHECKOUT_FLOW_MESSAGES.paymentVerified, 'success');
      else finish(orderId, CHECKOUT_FLOW_MESSAGES.verificationFailed, 'danger');
    } catch {
      finish(orderId, CHECKOUT_FLOW_MESSAGES.verificationFailed, 'danger');
    }
  };

  const submit = async (order: CheckoutRequest, shopName: string) => {
    if (stage !== 'editing') return;
    clearMessage();
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
      finish(placed.id, CHECKOUT_FLOW_MESSAGES.orderPlaced, 'success');
      return;
    }

    try {
      await payForOrder(placed.id, placed.final_total, {
        shopName,
        prefill: { email: order.contact_email, contact: order.contact_mobile?.b_contact_no ?? '' },
        onSuccess: (response) => void verify(placed.id, response),
        onDismiss: () => navigate(signedIn ? paths.orders : paths.orderReceived(placed.id)),
      });
      setStage('paying');
    } catch {
      setStage('editing');
      showMessage(CHECKOUT_FLOW_MESSAGES.somethingWrong);
    }
  };

  return { submit, busy: stage !== 'editing', message, paymentWindow };
}
