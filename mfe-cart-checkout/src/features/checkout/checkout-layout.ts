import styled from 'styled-components';

/**
 * The order summary comes first, so a phone shows what the shopper pays before the form and its Confirm & Pay; on
 * wide screens the summary stands beside the form, on its right.
 */
export const CheckoutColumns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    & > aside {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

/** A titled part of the form; its legend holds the section's heading. */
export const FormSection = styled.fieldset`
  margin: 0 0 1.5rem;
  padding: 0;
  border: none;
  legend {
    padding: 0;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 0.9rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0;
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;
