import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';
import type { RootState } from 'shared/store/create-store';

export const aSavedBillingAddress = (address: Partial<BillingAddress> = {}): BillingAddress => ({
  billing_first_name: 'Asha',
  billing_last_name: 'Rao',
  billing_address: '12 Millet Market Road',
  billing_city: 'Bengaluru',
  billing_state: 'Karnataka',
  billing_country: 101,
  billing_country_id: 101,
  billing_country_name: 'India',
  billing_pincode: '560034',
  billing_contact_no: '+919876543210',
  ...address,
});

export const aSavedShippingAddress = (address: Partial<ShippingAddress> = {}): ShippingAddress => ({
  shipping_first_name: 'Ravi',
  shipping_last_name: 'Rao',
  shipping_address: '4 Ragi Lane',
  shipping_city: 'Pune',
  shipping_state: 'Maharashtra',
  shipping_country: 101,
  shipping_country_id: 101,
  shipping_country_name: 'India',
  shipping_pincode: '411001',
  shipping_contact_no: '',
  ...address,
});

/** The store of a signed-in shopper with the given saved addresses. */
export const signedInWith = (
  addresses: { billing?: BillingAddress; shipping?: ShippingAddress } = {},
): Partial<RootState> => ({
  auth: {
    token: 'token-1',
    adminToken: null,
    isSignedIn: true,
    user: {
      id: 7,
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.in',
      role: 'customer',
      billing_address: addresses.billing ? JSON.stringify(addresses.billing) : null,
      shipping_address: addresses.shipping ? JSON.stringify(addresses.shipping) : null,
    },
  },
});
