import { Alert, Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import styled from 'styled-components';
import { useAddToCart, type CartChoice } from './add-to-cart.ts';

const AddButton = styled(Button)`
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * "Add to Cart", busy while the request is in flight, with a failure (or the
 * word that the cart's line is full) shown beside it. Busy is aria-disabled rather than disabled, so keyboard focus
 * stays on the button and comes back to it when the cart closes.
 */
export function AddToCartButton({ choice, disabled = false }: { choice: CartChoice | null; disabled?: boolean }) {
  const { addToCart, isAdding, failure, notice } = useAddToCart();
  const unavailable = disabled || !choice;
  return (
    <div>
      <AddButton
        type="button"
        disabled={unavailable}
        // absent rather than "false": a disabled button may not carry aria-disabled at all
        aria-disabled={isAdding && !unavailable ? true : undefined}
        aria-busy={isAdding}
        onClick={() => {
          if (choice && !isAdding) void addToCart(choice);
        }}
      >
        Add to Cart
      </AddButton>
      {failure && <Alert>{failure}</Alert>}
      {notice && <Notice $tone="success">{notice}</Notice>}
    </div>
  );
}
