import styled from 'styled-components';
import { FormSection } from '../../ui/form-section.tsx';
import { statusLabel } from '../../ui/status-badge.tsx';

const Choices = styled.div`
  display: flex;
  gap: 1.5rem;
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
`;

/** The combo's status as two radios, Active (1) and Inactive (0). */
export function ComboStatusField({ status, onStatus }: { status: 0 | 1; onStatus: (status: 0 | 1) => void }) {
  return (
    <FormSection>
      <legend>Status</legend>
      <Choices>
        {([1, 0] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="combo-status" checked={status === value} onChange={() => onStatus(value)} />
            {statusLabel(value)}
          </label>
        ))}
      </Choices>
    </FormSection>
  );
}
