import type { CheckoutRequest } from 'shared/contracts/checkout';

/** The checkout form of a guest paying online, filled as the shop's checkout page sends it. */
export function guestCheckout(contactEmail = 'asha@example.com'): CheckoutRequest {
  const address = {
    first_name: 'Asha',
    last_name: 'Rao',
    address: '12 Millet Market Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 1,
    country_id: 1,
    country_name: 'India',
    pincode: '560034',
    contact_no: '9876543210',
  };
  const prefixed = (prefix: string) =>
    Object.fromEntries(Object.entries(address).map(([key, value]) => [`${prefix}_${key}`, value]));
  return {
    contact_name: 'Asha Rao',
    contact_email: contactEmail,
    contact_mobile: { b_contact_no: '9876543210' },
    billing_address: prefixed('billing') as unknown as CheckoutRequest['billing_address'],
    shipping_address: prefixed('shipping') as unknown as CheckoutRequest['shipping_address'],
    order_notes: '',
    payment_type: 'online',
  };
}
