import { useId } from 'react';
import styled from 'styled-components';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import { statusLabel } from './status-badge.tsx';
import type { StatusChange } from './use-status-change.ts';

const Choices = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
`;

interface ConfirmStatusChangeProps {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Confirm Status Change" asks its question, Yes/No. */
export function ConfirmStatusChange({ question, busy, onConfirm, onClose }: ConfirmStatusChangeProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Confirm Status Change</h2>
      <p>{question}</p>
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

interface StatusChangeDialogProps<Row> {
  change: StatusChange<Row>;
  /** what changes, as the question names it ("coupon HEALTH10") */
  subjectOf: (row: Row) => string;
}

/** A table's Change Status, while a row is asked about: whether to make it Active or Inactive. */
export function StatusChangeDialog<Row>({ change, subjectOf }: StatusChangeDialogProps<Row>) {
  if (!change.asked) return null;
  const next = statusLabel(change.nextStatus(change.asked));
  return (
    <ConfirmStatusChange
      question={`Are you sure you want to make ${subjectOf(change.asked)} ${next}?`}
      busy={change.busy}
      onConfirm={change.confirm}
      onClose={change.dismiss}
    />
  );
}
