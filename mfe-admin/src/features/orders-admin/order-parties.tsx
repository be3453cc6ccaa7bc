import styled from 'styled-components';
import { addressFieldsOf, addressLines, type AddressKind } from 'shared/contracts/address-fields';
import type { OrderRecord } from 'shared/contracts/orders';

const Columns = styled.div`
  display: grid;
  gap: 1rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  h2 {
    margin: 0 0 0.4rem;
    font-size: 1.1rem;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
  p {
    margin: 0;
  }
`;

function OrderAddress({ order, kind }: { order: OrderRecord; kind: AddressKind }) {
  const address = addressFieldsOf(kind === 'billing' ? order.billing_address : order.shipping_address, kind);
  return (
    <section>
      <h2>{kind === 'billing' ? 'Billing address' : 'Shipping address'}</h2>
      <address>
        {(address ? addressLines(address) : ['No address given.']).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </address>
    </section>
  );
}

/** Who placed the order and where it goes: the contact, the shipping and the billing address, the notes. */
export function OrderParties({ order }: { order: OrderRecord }) {
  return (
    <Columns>
      <section>
        <h2>Contact</h2>
        <address>
          <p>{order.contact_name}</p>
          <p>{order.contact_email}</p>
          {order.contact_mobile && <p>{order.contact_mobile}</p>}
          <p>{order.type === 'user' ? 'Signed-in customer' : 'Guest'}</p>
        </address>
      </section>
      <OrderAddress order={order} kind="shipping" />
      <OrderAddress order={order} kind="billing" />
      <section>
        <h2>Notes</h2>
        <p>{order.order_notes || 'No notes.'}</p>
      </section>
    </Columns>
  );
}
