import { useId } from 'react';
import { formatRupees } from 'shared/format/rupees';
import styled from 'styled-components';
import { CartTotals } from '../../ui/cart-totals.tsx';
import { lineName } from '../../ui/line-name.ts';
import type { Cart } from '../../ui/read-cart.ts';

const Summary = styled.aside`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: 1.3rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The order as the server priced it: lines, subtotal, coupon, shipping when charged, and total. */
export function OrderSummary({ cart }: { cart: Cart | null | undefined }) {
  const titleId = useId();
  return (
    <Summary aria-labelledby={titleId}>
      <h2 id={titleId}>Order summary</h2>
      {cart ? (
        <>
          <ul>
            {cart.lines.map((line) => (
              <li key={line.id}>
                <span>
                  {lineName(line)} × {line.qty}
                </span>
                <span>{formatRupees(line.total_price)}</span>
              </li>
            ))}
          </ul>
          <CartTotals cart={cart} />
        </>
      ) : (
        <p role="status">Loading</p>
      )}
    </Summary>
  );
}
