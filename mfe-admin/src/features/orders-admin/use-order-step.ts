import { useState } from 'react';
import { failureMessage } from 'shared/api/server-errors';
import { FULFILMENT_MESSAGES, type OrderStep } from 'shared/contracts/orders';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from '../../ui/admin-timings.ts';
import { useUpdateOrderStatusMutation } from './api.ts';

/**
 * A fulfilment step of one order: the step being asked about (the dialog is open while there is one), and on
 * Yes the step sent and the server's answer shown for 3 s, its message on success or refusal (a 409 says why).
 */
export function useOrderStep(orderId: number) {
  const [asked, setAsked] = useState<OrderStep | null>(null);
  const [updateStatus, { isLoading: busy }] = useUpdateOrderStatusMutation();
  const [message, showMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);

  const confirm = async () => {
    if (!asked) return;
    try {
      const answer = await updateStatus({ id: orderId, order_status: asked }).unwrap();
      showMessage(answer.message, 'success');
    } catch (error) {
      showMessage(failureMessage(error, FULFILMENT_MESSAGES.stepFailed, FULFILMENT_MESSAGES.unreachable));
    } finally {
      setAsked(null);
    }
  };

  return { asked, ask: setAsked, dismiss: () => setAsked(null), confirm: () => void confirm(), busy, message };
}
