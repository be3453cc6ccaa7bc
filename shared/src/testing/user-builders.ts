import type { User } from 'shared/contracts/account';

/** An active customer's user record as the server answers it (sign-in, `GET api/user`, the users list), with no address saved. */
export const aUser = (user: Partial<User> = {}): User => ({
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  display_name: 'Asha',
  email: 'asha@example.in',
  status: 1,
  role: 'customer',
  billing_address: null,
  shipping_address: null,
  ...user,
});
