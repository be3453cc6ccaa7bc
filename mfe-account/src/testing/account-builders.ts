import type { User } from 'shared/contracts/account';
import type { RootState } from 'shared/store/create-store';
import { aBillingAddress } from 'shared/testing/address-builders';
import { aUser } from 'shared/testing/user-builders';

/** A customer as `POST api/login` and `GET api/user` answer it. */
export const aCustomer = aUser;

export const anAdmin = (user: Partial<User> = {}) =>
  aCustomer({ id: 1, first_name: 'Meera', email: 'admin@example.in', role: 'admin', ...user });

/** The store of a browser where `user` is signed in (an admin also holds `a_token`). */
export const signedInAs = (user: User = aCustomer()): Partial<RootState> => ({
  session: { sessionId: 'session-1' },
  auth: {
    token: 'token-1',
    adminToken: user.role === 'admin' ? 'admin-token-1' : null,
    user,
    isSignedIn: true,
  },
});

/** A saved billing address as the user record keeps it: JSON text with prefixed keys. */
export const savedBillingAddress = JSON.stringify(aBillingAddress());
