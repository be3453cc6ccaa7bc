import { useId, useState, type ChangeEvent } from 'react';
import { CART_QUANTITY } from 'shared/contracts/cart';
import { acceptTypedQuantity, QUANTITY_HINTS, settleQuantity } from './quantity.ts';

export type QuantityHints = Record<keyof typeof QUANTITY_HINTS, string>;

/**
 * A quantity field's text and hint: it takes whole numbers from 1 to 999 (`quantity.ts`), calls `onQuantity` with
 * each quantity worth sending, and says in the hint what it refused or changed; the hint stays until the field is
 * left with a value it kept. `inputProps` go on the input and `hintProps` on the hint, a live region the input
 * names as its description, so screen readers announce each hint.
 */
export function useQuantityField(initial: number, onQuantity: (quantity: number) => void, hints: QuantityHints) {
  const hintId = useId();
  const [text, setText] = useState(String(initial));
  const [hint, setHint] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const accepted = acceptTypedQuantity(typed);
    if (accepted === null) {
      setHint(hints.refused);
      return;
    }
    if (accepted !== typed) setHint(hints.clamped);
    setText(accepted);
    if (Number(accepted) >= CART_QUANTITY.min) onQuantity(Number(accepted));
  };
  const onBlur = () => {
    const settled = settleQuantity(text);
    setHint(String(settled) === text ? '' : hints.raised);
    setText(String(settled));
    onQuantity(settled);
  };
  return {
    hint,
    setText,
    inputProps: {
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'off',
      'aria-describedby': hintId,
      value: text,
      onChange,
      onBlur,
    } as const,
    hintProps: { id: hintId, role: 'status' } as const,
  };
}
