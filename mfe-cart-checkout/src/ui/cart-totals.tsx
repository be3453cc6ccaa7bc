import { formatDiscount, formatRupees } from 'shared/format/rupees';
import styled from 'styled-components';
import type { Cart } from './read-cart.ts';

const Totals = styled.dl`
  margin: 1rem 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.3rem 0;
  }
  dt,
  dd {
    margin: 0;
  }
  div:last-child {
    margin-top: 0.3rem;
    padding-top: 0.6rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

/** Subtotal, the coupon (when one is applied), shipping (when charged) and the total, as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  return (
    <Totals>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatRupees(cart.subtotal)}</dd>
      </div>
      {cart.coupon && (
        <div>
          <dt>Coupon ({cart.coupon.code})</dt>
          <dd>{formatDiscount(cart.discount)}</dd>
        </div>
      )}
      {cart.shipping_charge > 0 && (
        <div>
          <dt>Shipping</dt>
          <dd>{formatRupees(cart.shipping_charge)}</dd>
        </div>
      )}
      <div>
        <dt>Total</dt>
        <dd>{formatRupees(cart.final_total)}</dd>
      </div>
    </Totals>
  );
}
