import type { Order } from 'shared/contracts/orders';

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
  billing_address: {
    billing_first_name: 'Asha',
    billing_last_name: 'Rao',
    billing_address: '12 Lake Road',
    billing_city: 'Bengaluru',
    billing_state: 'Karnataka',
    billing_country: 101,
    billing_country_id: 101,
    billing_country_name: 'India',
    billing_pincode: '560034',
    billing_contact_no: '+919876543210',
  },
  shipping_address: {
    shipping_first_name: 'Asha',
    shipping_last_name: 'Rao',
    shipping_address: '7 Temple Street',
    shipping_city: 'Mysuru',
    shipping_state: 'Karnataka',
    shipping_country: 101,
    shipping_country_id: 101,
    shipping_country_name: 'India',
    shipping_pincode: '570001',
    shipping_contact_no: '+919876543210',
  },
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
