import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';
import type { RootState } from 'shared/store/create-store';
import { aShippingAddress } from 'shared/testing/address-builders';

/** A shipping address apart from the billing one: Ravi's, in Pune. */
export const aPuneShippingAddress = () =>
  aShippingAddress({
    shipping_first_name: 'Ravi',
    shipping_address: '4 Ragi Lane',
    shipping_city: 'Pune',
    shipping_state: 'Maharashtra',
    shipping_pincode: '411001',
    shipping_contact_no: '',
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
