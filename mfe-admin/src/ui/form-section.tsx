import styled from 'styled-components';

/** One section of a back-office form: a fieldset with its legend, never wider than the form (a table inside scrolls). */
export const FormSection = styled.fieldset`
  display: grid;
  gap: 0.85rem;
  min-width: 0;
  margin: 0;
  padding: 1rem 1.25rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding: 0 0.4rem;
    font-weight: 700;
  }
`;

/** One entry of a list inside a section: its fields side by side, its Remove button last. */
export const EntryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  > div {
    flex: 1 1 9rem;
  }
`;

/** The small Add and Remove buttons of the lists. */
export const ListButton = styled.button`
  padding: 0.45rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  cursor: pointer;
  justify-self: start;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** A back-office form: its sections one under another, its one button at the start. */
export const AdminForm = styled.form`
  display: grid;
  gap: 1.25rem;
  > button {
    justify-self: start;
    min-width: 10rem;
  }
`;
