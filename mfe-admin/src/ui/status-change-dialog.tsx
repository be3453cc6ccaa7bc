import { useId } from 'react';
import styled from 'styled-components';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import { statusLabel } from './status-badge.tsx';

const Choices = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
`;

interface StatusChangeDialogProps {
  /** what changes, as the question names it ("coupon HEALTH10") */
  subject: string;
  nextStatus: 0 | 1;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec document 2, section 4: "Confirm Status Change" asks whether to make a record Active or Inactive, Yes/No. */
export function StatusChangeDialog({ subject, nextStatus, busy, onConfirm, onClose }: StatusChangeDialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Confirm Status Change</h2>
      <p>
        Are you sure you want to make {subject} {statusLabel(nextStatus)}?
      </p>
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
