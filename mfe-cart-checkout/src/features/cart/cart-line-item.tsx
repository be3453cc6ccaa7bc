import { useState } from 'react';
import type { CartLine } from 'shared/contracts/cart';
import { formatRupees } from 'shared/format/rupees';
import styled from 'styled-components';
import {
  useRemoveCartLineMutation,
  useRemoveComboMutation,
  useUpdateCartLineMutation,
  useUpdateComboMutation,
} from './api.ts';
import { CartQuantityInput } from './cart-quantity-input.tsx';
import { LineImage } from './line-image.tsx';
import { lineName } from '../../ui/line-name.ts';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`;

const UnitPrice = styled.p`
  margin: 0.2rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const RemoveButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.highlight};
  }
`;

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
    </svg>
  );
}

/** One line of the cart: image, name, price, quantity and remove; a failed change is reported with `onUpdateFailed`. */
export function CartLineItem({ line, onUpdateFailed }: { line: CartLine; onUpdateFailed: () => void }) {
  const [updateCartLine] = useUpdateCartLineMutation();
  const [updateCombo] = useUpdateComboMutation();
  const [removeCartLine] = useRemoveCartLineMutation();
  const [removeCombo] = useRemoveComboMutation();
  // Remounting the field puts the server's quantity back after a failed change.
  const [quantityField, resetQuantityField] = useState(0);
  const name = lineName(line);

  const report = (change: Promise<unknown>) => {
    change.catch(() => {
      onUpdateFailed();
      resetQuantityField((count) => count + 1);
    });
  };

  const changeQuantity = (qty: number) => {
    if (qty === line.qty) return;
    report(
      line.is_combo === 1
        ? updateCombo({ combo_id: line.combo_id!, combo_qty: qty }).unwrap()
        : updateCartLine({
            product_id: line.product_id!,
            product_price_id: line.product_price_id!,
            qty,
          }).unwrap(),
    );
  };

  const remove = () =>
    report(
      line.is_combo === 1
        ? removeCombo({ combo_id: line.combo_id! }).unwrap()
        : removeCartLine({
            product_id: line.product_id!,
            product_price_id: line.product_price_id!,
          }).unwrap(),
    );

  return (
    <Item>
      <LineImage line={line} />
      <div>
        <Name>{name}</Name>
        <UnitPrice>{formatRupees(line.price)}</UnitPrice>
      </div>
      <CartQuantityInput
        key={quantityField}
        label={`Quantity of ${name}`}
        quantity={line.qty}
        onQuantity={changeQuantity}
      />
      <RemoveButton type="button" aria-label={`Remove ${name}`} onClick={remove}>
        <TrashIcon />
      </RemoveButton>
    </Item>
  );
}
