import { useId } from 'react';
import styled from 'styled-components';
import type { OrderStep } from 'shared/contracts/orders';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import { ORDER_STEP_TEXTS } from './order-steps.ts';

const Choices = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
`;

interface OrderStepDialogProps {
  orderNumber: string;
  step: OrderStep;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Confirm Status Change" for a fulfilment step, Yes/No, as the back office's other status changes ask. */
export function OrderStepDialog({ orderNumber, step, busy, onConfirm, onClose }: OrderStepDialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Confirm Status Change</h2>
      <p>{ORDER_STEP_TEXTS[step].question(orderNumber)}</p>
      <Choices>
        <Button type="button" $variant="outline" onClick={onClose}>
          No
        </Button>
        <Button type="button" disabled={busy} onClick={onConfirm}>
          Yes
        </Button>
      </Choices>
    </Modal>
  );
}
