import styled from 'styled-components';
import type { Order } from 'shared/contracts/orders';
import { formatDate } from 'shared/format/dates';
import { formatRupees } from 'shared/format/rupees';

const Columns = styled.div`
  display: grid;
  gap: 1rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.4rem;
  }
  address {
    font-style: normal;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.3rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Who and where the order goes to, and its number, date, payment status and amount. */
export function OrderSummary({ order }: { order: Order }) {
  const shipping = order.shipping_address;
  return (
    <Columns>
      <section aria-labelledby="order-ship-to">
        <h2 id="order-ship-to">{order.contact_name}</h2>
        <address>
          {shipping.shipping_address}
          <br />
          {shipping.shipping_city}, {shipping.shipping_state}
          <br />
          {shipping.shipping_country_name} {shipping.shipping_pincode}
          <br />
          {order.contact_email}
          {order.contact_mobile && (
            <>
              <br />
              {order.contact_mobile}
            </>
          )}
        </address>
      </section>
      <dl aria-label="Order">
        <dt>Order Number</dt>
        <dd>{order.order_number}</dd>
        <dt>Date</dt>
        <dd>{formatDate(order.created_at)}</dd>
        <dt>Payment Status</dt>
        <dd>{order.payment_status}</dd>
        <dt>Order Status</dt>
        <dd>{order.order_status}</dd>
        <dt>Amount</dt>
        <dd>{formatRupees(order.final_total)}</dd>
      </dl>
    </Columns>
  );
}
