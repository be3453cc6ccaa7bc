import type { User } from 'shared/contracts/account';
import { aBillingAddress, aShippingAddress } from 'shared/testing/address-builders';
import { aUser } from 'shared/testing/user-builders';

/** Both addresses saved (billing in Bengaluru, shipping in Mysuru), as the user record keeps them: JSON text with prefixed keys. */
export const withAddresses = (): Partial<User> => ({
  billing_address: JSON.stringify(aBillingAddress()),
  shipping_address: JSON.stringify(
    aShippingAddress({ shipping_address: '7 Temple Street', shipping_city: 'Mysuru', shipping_pincode: '570001' }),
  ),
});

/** `count` users numbered from `count` down to 1, newest first as the server lists them. */
export const someUsers = (count: number): User[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return aUser({ id, first_name: `User${id}`, last_name: 'Test', email: `user${id}@example.in` });
  });
