import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { QUANTITY_DEBOUNCE_MS } from './cart-messages.ts';
import { acceptTypedCartQuantity, isSendableQuantity, settleCartQuantity } from './cart-quantity.ts';
import { useDebouncedCall } from './use-debounced-call.ts';

const Input = styled.input`
  width: 3.75rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

interface CartQuantityInputProps {
  /** The accessible name ("Quantity of Millet Upma Mix (500 Gm)"). */
  label: string;
  /** The quantity the server holds. */
  quantity: number;
  /** Called 100 ms after the last change, with a quantity from 1 to 999. */
  onQuantity: (quantity: number) => void;
}

/** A cart line's quantity: whole numbers 1–999, blank while typing, 1 on blur. */
export function CartQuantityInput({ label, quantity, onQuantity }: CartQuantityInputProps) {
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(String(quantity));
  const send = useDebouncedCall(onQuantity, QUANTITY_DEBOUNCE_MS);

  // The reloaded cart is the truth, except while the shopper is typing in this field.
  useEffect(() => {
    if (document.activeElement !== field.current) setText(String(quantity));
  }, [quantity]);

  return (
    <Input
      ref={field}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      value={text}
      onChange={(event) => {
        const accepted = acceptTypedCartQuantity(event.target.value);
        if (accepted === null) return;
        setText(accepted);
        if (isSendableQuantity(accepted)) send(Number(accepted));
      }}
      onBlur={() => {
        const settled = settleCartQuantity(text);
        setText(String(settled));
        send(settled);
      }}
    />
  );
}
