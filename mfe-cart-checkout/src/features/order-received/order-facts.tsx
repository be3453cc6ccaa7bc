import styled from 'styled-components';
import type { Order } from 'shared/contracts/orders';
import { OrderItemsTable } from 'shared/ui/order-items-table.tsx';
import { OrderTotals } from 'shared/ui/order-totals.tsx';
import { TableScroll } from 'shared/ui/table-scroll.tsx';

const Columns = styled.div`
  display: grid;
  gap: 1rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  h2 {
    font-size: 1.1rem;
    margin: 1rem 0 0.4rem;
  }
  address {
    font-style: normal;
    overflow-wrap: anywhere;
  }
`;

/** What was bought, what it costs, where it goes and who hears about it. */
export function OrderFacts({ order }: { order: Order }) {
  const shipping = order.shipping_address;
  return (
    <>
      <TableScroll label="Items">
        <OrderItemsTable items={order.items} />
      </TableScroll>
      <OrderTotals order={order} />
      <Columns>
        <section aria-labelledby="order-ship-to">
          <h2 id="order-ship-to">Shipping to</h2>
          <address>
            {`${shipping.shipping_first_name} ${shipping.shipping_last_name}`.trim()}
            <br />
            {shipping.shipping_address}
            <br />
            {shipping.shipping_city}, {shipping.shipping_state} {shipping.shipping_pincode}
            <br />
            {shipping.shipping_country_name}
          </address>
        </section>
        <section aria-labelledby="order-contact">
          <h2 id="order-contact">Contact</h2>
          <address>
            {order.contact_email}
            {order.contact_mobile && (
              <>
                <br />
                {order.contact_mobile}
              </>
            )}
          </address>
        </section>
      </Columns>
    </>
  );
}
