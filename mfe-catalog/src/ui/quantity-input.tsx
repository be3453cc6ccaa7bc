import { useId, useState } from 'react';
import styled from 'styled-components';
import { acceptTypedQuantity, QUANTITY_HINTS, settleQuantity } from 'shared/ui/quantity';

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
  const hintId = useId();
  const [text, setText] = useState(String(initial));
  const [hint, setHint] = useState('');
  return (
    <Field>
      <label htmlFor={id}>Quantity</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          const accepted = acceptTypedQuantity(typed);
          if (accepted === null) {
            setHint(QUANTITY_HINTS.refused);
            return;
          }
          if (accepted !== typed) setHint(QUANTITY_HINTS.clamped);
          setText(accepted);
          if (Number(accepted) >= 1) onChange(Number(accepted));
        }}
        onBlur={() => {
          const settled = settleQuantity(text);
          setHint(String(settled) === text ? '' : QUANTITY_HINTS.raised);
          setText(String(settled));
          onChange(settled);
        }}
      />
      <Hint id={hintId} role="status">
        {hint}
      </Hint>
    </Field>
  );
}
