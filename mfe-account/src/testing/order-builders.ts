import type { Order } from 'shared/contracts/orders';
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
  ...order,
});

/** `count` orders numbered 1 to `count`, newest first as the server lists them. */
export const someOrders = (count: number): Order[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return anOrder({ id, order_number: `HG-${String(id).padStart(6, '0')}`, final_total: 100 + id });
  });
