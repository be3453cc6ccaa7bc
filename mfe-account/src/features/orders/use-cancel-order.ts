import { failureMessage } from 'shared/api/server-errors';
import { ORDER_MESSAGES } from 'shared/contracts/orders';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useCancelOrderMutation } from './api.ts';
import { ORDER_MESSAGE_MS } from './order-timings.ts';

/**
 * Cancels an order and says so: "Order has been canceled."; a refusal: the server's
 * message, else "Failed to cancel the order."; no answer: "Something went wrong. Please try again.". The order
 * lists read afresh (the `Order` tag).
 */
export function useCancelOrder() {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [message, showMessage] = useFleetingMessage(ORDER_MESSAGE_MS);

  const cancel = async (orderId: number) => {
    try {
      await cancelOrder(orderId).unwrap();
      showMessage(ORDER_MESSAGES.cancelled, 'success');
    } catch (error) {
      showMessage(failureMessage(error, ORDER_MESSAGES.cancelFailed, ORDER_MESSAGES.cancelError));
    }
  };

  return { cancel, cancelling: isLoading, message };
}
