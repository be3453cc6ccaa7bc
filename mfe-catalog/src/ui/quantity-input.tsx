import { useId } from 'react';
import styled from 'styled-components';
import { QUANTITY_HINTS } from 'shared/ui/quantity';
import { useQuantityField } from 'shared/ui/use-quantity-field';

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  label {
    font-weight: 600;
  }
  input {
    width: 5rem;
    padding: 0.55rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
  }
`;

const Hint = styled.span`
  flex-basis: 100%;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The quantity field of the product and combo pages; it starts at `initial`. A keystroke it refuses, or a value it
 * changes (above 999, below 1), is said in a hint beside it, which screen readers announce; the hint stays until the
 * field is left with a value it kept.
 */
export function QuantityInput({ initial, onChange }: { initial: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const { hint, inputProps, hintProps } = useQuantityField(initial, onChange, QUANTITY_HINTS);
  return (
    <Field>
      <label htmlFor={id}>Quantity</label>
      <input id={id} {...inputProps} />
      <Hint {...hintProps}>{hint}</Hint>
    </Field>
  );
}
