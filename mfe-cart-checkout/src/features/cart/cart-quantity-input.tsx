import { useEffect, useRef } from 'react';
import { QUANTITY_HINTS } from 'shared/ui/quantity';
import { useQuantityField } from 'shared/ui/use-quantity-field';
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

const HINTS = { ...QUANTITY_HINTS, ...CART_QUANTITY_HINTS };

interface CartQuantityInputProps {
  /** The accessible name ("Quantity of Millet Upma Mix (500 Gm)"). */
  label: string;
  /** The quantity the server holds. */
  quantity: number;
  /** Called 100 ms after the last change, with a quantity from 1 to 999. */
  onQuantity: (quantity: number) => void;
}

/**
 * A cart line's quantity, by the product page's rule (`shared/ui/quantity`): whole numbers 1–999, blank while typing,
 * 1 on blur. A keystroke it refuses, or a value it changes, is said in a hint under it, which screen readers announce.
 */
export function CartQuantityInput({ label, quantity, onQuantity }: CartQuantityInputProps) {
  const field = useRef<HTMLInputElement>(null);
  const send = useDebouncedCall(onQuantity, QUANTITY_DEBOUNCE_MS);
  const { hint, setText, inputProps, hintProps } = useQuantityField(quantity, send, HINTS);

  // The reloaded cart is the truth, except while the shopper is typing in this field.
  useEffect(() => {
    if (document.activeElement !== field.current) setText(String(quantity));
  }, [quantity, setText]);

  return (
    <Field>
      <Input ref={field} aria-label={label} {...inputProps} />
      <Hint {...hintProps}>{hint}</Hint>
    </Field>
  );
}
