import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';

/** Asha's billing address as checkout sends it, an order holds it and the user record saves it. */
export const aBillingAddress = (address: Partial<BillingAddress> = {}): BillingAddress => ({
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
  ...address,
});

/** The same address, as the shipping one. */
export const aShippingAddress = (address: Partial<ShippingAddress> = {}): ShippingAddress => ({
  shipping_first_name: 'Asha',
  shipping_last_name: 'Rao',
  shipping_address: '12 Lake Road',
  shipping_city: 'Bengaluru',
  shipping_state: 'Karnataka',
  shipping_country: 101,
  shipping_country_id: 101,
  shipping_country_name: 'India',
  shipping_pincode: '560034',
  shipping_contact_no: '+919876543210',
  ...address,
});
