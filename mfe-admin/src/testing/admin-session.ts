import type { User } from 'shared/contracts/account';
import type { RootState } from 'shared/store/create-store';

export const anAdmin: User = {
  id: 1,
  first_name: 'Meera',
  last_name: 'Iyer',
  display_name: 'Meera',
  email: 'admin@example.in',
  status: 1,
  role: 'admin',
  billing_address: null,
  shipping_address: null,
};

/** The store of a browser where an admin is signed in, holding both the shop token and `a_token`. */
export const signedInAdmin = (): Partial<RootState> => ({
  session: { sessionId: 'session-1' },
  auth: { token: 'token-1', adminToken: 'admin-token-1', user: anAdmin, isSignedIn: true },
});
