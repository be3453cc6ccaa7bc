import { useId, useState } from 'react';
import styled from 'styled-components';
import { acceptTypedQuantity, settleQuantity } from './quantity.ts';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
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

/** The quantity field of the product and combo pages; it starts at `initial`. */
export function QuantityInput({ initial, onChange }: { initial: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(initial));
  return (
    <Field>
      <label htmlFor={id}>Quantity</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const accepted = acceptTypedQuantity(event.target.value);
          if (accepted === null) return;
          setText(accepted);
          if (Number(accepted) >= 1) onChange(Number(accepted));
        }}
        onBlur={() => {
          const settled = settleQuantity(text);
          setText(String(settled));
          onChange(settled);
        }}
      />
    </Field>
  );
}
