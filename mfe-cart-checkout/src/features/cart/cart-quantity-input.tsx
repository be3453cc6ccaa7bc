import { useEffect, useId, useRef, useState } from 'react';
import { CART_QUANTITY } from 'shared/contracts/cart';
import { acceptTypedQuantity, QUANTITY_HINTS, settleQuantity } from 'shared/ui/quantity';
import styled from 'styled-components';
import { CART_QUANTITY_HINTS, QUANTITY_DEBOUNCE_MS } from './cart-messages.ts';
import { useDebouncedCall } from './use-debounced-call.ts';

const Field = styled.span`
  display: grid;
  justify-items: center;
  gap: 0.25rem;
`;

const Input = styled.input`
  width: 3.75rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Hint = styled.span`
  max-width: 8rem;
  font-size: 0.8rem;
  line-height: 1.3;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

interface CartQuantityInputProps {
  /** The accessible name ("Quantity of Millet Upma Mix (500 Gm)"). */
  label: string;
  /** The quantity the server holds. */
  quantity: number;
  /** Called 100 ms after the last change, with a quantity from 1 to 999. */
  onQuantity: (quantity: number) => void;
}

/**
 * A cart line's quantity: whole numbers 1–999, blank while typing, 1 on blur. A keystroke it refuses, or a value it
 * changes, is said in a hint under it (announced by screen readers), as on the product page; the rule is the
 * product page's (`shared/ui/quantity`).
 */
export function CartQuantityInput({ label, quantity, onQuantity }: CartQuantityInputProps) {
  const field = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [text, setText] = useState(String(quantity));
  const [hint, setHint] = useState('');
  const send = useDebouncedCall(onQuantity, QUANTITY_DEBOUNCE_MS);

  // The reloaded cart is the truth, except while the shopper is typing in this field.
  useEffect(() => {
    if (document.activeElement !== field.current) setText(String(quantity));
  }, [quantity]);

  return (
    <Field>
      <Input
        ref={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          const accepted = acceptTypedQuantity(typed);
          if (accepted === null) {
            setHint(QUANTITY_HINTS.refused);
            return;
          }
          if (accepted !== typed) setHint(CART_QUANTITY_HINTS.clamped);
          setText(accepted);
          if (Number(accepted) >= CART_QUANTITY.min) send(Number(accepted));
        }}
        onBlur={() => {
          const settled = settleQuantity(text);
          setHint(String(settled) === text ? '' : CART_QUANTITY_HINTS.raised);
          setText(String(settled));
          send(settled);
        }}
      />
      <Hint id={hintId} role="status">
        {hint}
      </Hint>
    </Field>
  );
}
