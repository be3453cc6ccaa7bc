import styled from 'styled-components';
import type { Order } from 'shared/contracts/orders';
import { formatDiscount, formatRupees } from 'shared/format/rupees';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 0.4rem 2rem;
  dd {
    margin: 0;
    text-align: right;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
  }
`;

/** Subtotal, the coupon's deduction, the shipping charge (cash on delivery, above 0 only) and the final total. */
export function OrderTotals({ order }: { order: Order }) {
  const showShipping = order.payment_type === 'cod' && order.shipping_charge > 0;
  return (
    <Totals aria-label="Totals">
      <dt>Subtotal</dt>
      <dd>{formatRupees(order.subtotal)}</dd>
      {order.coupon && (
        <>
          <dt>Coupon ({order.coupon.code})</dt>
          <dd>{formatDiscount(order.coupon.value)}</dd>
        </>
      )}
      {showShipping && (
        <>
          <dt>Shipping Charge</dt>
          <dd>{formatRupees(order.shipping_charge)}</dd>
        </>
      )}
      <dt>Total</dt>
      <dd>{formatRupees(order.final_total)}</dd>
    </Totals>
  );
}
