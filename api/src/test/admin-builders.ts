import { users } from '../db/schema.ts';
import { bearer, post } from './requests.ts';
import type { TestShop } from './test-shop.ts';
import { login, newEmail, PASSWORD } from './account-builders.ts';
import { hashPassword } from '../modules/auth/password.ts';

/** Builders of the back office's tests: an active admin, signed in through the API with both tokens. */

export async function signedInAdmin(shop: TestShop) {
  const email = newEmail('admin');
  await shop.db.insert(users).values({
    email,
    firstName: 'Admin',
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
    emailConfirmedAt: new Date(),
  });
  const signIn = await login(shop, email);
  return { email, user: signIn.user, token: signIn.token, adminToken: signIn.a_token! };
}

/** An admin's status change of a user through `POST /api/user/update`, as the Users screen sends it. */
export const changeUserStatus = (shop: TestShop, adminToken: string, id: number, status: 0 | 1) =>
  post(shop, '/api/user/update', { id, status }, bearer(adminToken));
