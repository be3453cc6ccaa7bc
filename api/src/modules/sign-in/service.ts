import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from 'shared/contracts/account';
import type { AccountSettings } from '../../config.ts';
import type { CallerPasswordChecks } from '../../plugins/password-guesses.ts';
import type { Database } from '../../db/open-database.ts';
import { users } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { findUserByEmail, toUser } from '../users/user-record.ts';
import { issueSignIn } from '../auth/bearer-tokens.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';
import { checkDecoyPassword, hashPassword, needsRehash, passwordMatches } from '../auth/password.ts';
import { sendConfirmation } from '../registration/service.ts';

/**
 * Signs a user in with e-mail and password. An unknown e-mail, a wrong password and a deactivated account get
 * the same answer after the same work; a right password on an unconfirmed address mails a new confirmation
 * link instead. With a known session, the account's cart is merged into it (`cart_capped` when a line stopped at
 * 999). A hash of an older scheme is replaced by the current one, now that the password is known.
 */
export async function signIn(
  db: Database,
  accounts: AccountSettings,
  { email, password, sessionId }: { email: string; password: string; sessionId: string | null },
  passwordChecks: CallerPasswordChecks,
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, email);
  // an unknown e-mail is counted as an account too, so a refusal tells nothing about who has one
  const matches = await passwordChecks.check(email.trim().toLowerCase(), () =>
    user?.passwordHash ? passwordMatches(password, user.passwordHash) : checkDecoyPassword(password),
  );
  if (!user || !matches || user.status !== 1) throw new ShopError(401, ACCOUNT_MESSAGES.invalidCredentials);
  if (needsRehash(user.passwordHash!)) await rehash(db, user.id, user.passwordHash!, password);
  if (!user.emailConfirmedAt) {
    await db.transaction((tx) => sendConfirmation(tx, accounts, user));
    throw new ShopError(403, ACCOUNT_MESSAGES.confirmEmailFirst);
  }
  const cartCapped = sessionId ? await mergeGuestCart(db, user.id, sessionId) : false;
  const tokens = await issueSignIn(db, user);
  return {
    status: true,
    message: ACCOUNT_MESSAGES.loginSuccess,
    ...tokens,
    user: toUser(user),
    ...(cartCapped && { cart_capped: true }),
  };
}

/** Replaces a hash of an older scheme by the current one, unless the password changed meanwhile. */
async function rehash(db: Database, userId: number, stored: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, stored)));
}
