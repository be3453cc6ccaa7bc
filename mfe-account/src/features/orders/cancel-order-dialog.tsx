import styled from 'styled-components';
import type { Order } from 'shared/contracts/orders';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';

const Choices = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
`;

interface CancelOrderDialogProps {
  order: Pick<Order, 'order_number'>;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an order is cancelled: a cancel cannot be undone. */
export function CancelOrderDialog({ order, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <Modal labelledBy="cancel-order-title" onClose={onClose}>
      <h2 id="cancel-order-title">Cancel order {order.order_number}?</h2>
      <p>A cancelled order cannot be placed again.</p>
      <Choices>
        <Button type="button" $variant="outline" onClick={onClose}>
          No
        </Button>
        <Button type="button" onClick={onConfirm}>
          Yes, cancel it
        </Button>
      </Choices>
    </Modal>
  );
}
