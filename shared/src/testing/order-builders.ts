import type { Order, OrderRecord, OrderRecordSummary } from 'shared/contracts/orders';
import { aBillingAddress, aShippingAddress } from 'shared/testing/address-builders';

/** A paid online order of two lines, placed while signed in. */
export const anOrder = (order: Partial<Order> = {}): Order => ({
  id: 42,
  order_number: 'HG-000042',
  created_at: '2026-03-14T10:30:00.000Z',
  type: 'user',
  order_status: 'Placed',
  payment_status: 'Paid',
  payment_type: 'online',
  final_total: 798.5,
  subtotal: 840.5,
  shipping_charge: 0,
  coupon: { code: 'MILLET05', value: 42 },
  order_notes: '',
  contact_name: 'Asha Rao',
  contact_email: 'asha@example.in',
  contact_mobile: '+919876543210',
  billing_address: aBillingAddress(),
  shipping_address: aShippingAddress({
    shipping_address: '7 Temple Street',
    shipping_city: 'Mysuru',
    shipping_pincode: '570001',
  }),
  items: [
    { product_name: 'Multigrain Flour 1 Kg', price: 320.5, qty: 2, total_price: 641 },
    { product_name: 'Chilla Mix 500 Gm', price: 199.5, qty: 1, total_price: 199.5 },
  ],
  test_payment: false,
  ...order,
});

/** `count` orders numbered 1 to `count`, newest first as the server lists them. */
export const someOrders = (count: number): Order[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return anOrder({ id, order_number: `HG-${String(id).padStart(6, '0')}`, final_total: 100 + id });
  });

/** An order as the back office reads it: paid online through the sandbox (a test payment), with its payment event. */
export const anOrderRecord = (record: Partial<OrderRecord> = {}): OrderRecord => ({
  ...anOrder({ test_payment: true }),
  user_id: 9,
  payment_provider: 'sandbox',
  provider_order_id: 'order_sbx_42',
  payment_id: 'pay_sbx_42',
  paid_at: '2026-03-14T10:32:00.000Z',
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  refunded_at: null,
  payment_events: [
    {
      event_id: 'evt_1',
      event_type: 'payment.captured',
      payment_id: 'pay_sbx_42',
      amount: null,
      received_at: '2026-03-14T10:32:00.000Z',
    },
  ],
  ...record,
});

/** A row of the back office's orders table, as `GET api/orders/getOrderRecords` lists it. */
export function anOrderSummary(order: Partial<Order> = {}): OrderRecordSummary {
  const full = anOrder(order);
  return {
    id: full.id,
    order_number: full.order_number,
    created_at: full.created_at,
    type: full.type,
    order_status: full.order_status,
    payment_status: full.payment_status,
    payment_type: full.payment_type,
    final_total: full.final_total,
    contact_name: full.contact_name,
    contact_email: full.contact_email,
    test_payment: full.test_payment,
  };
}
