import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from 'shared/contracts/account';
import type { AccountSettings } from '../../config.ts';
import type { PasswordCaller } from '../../plugins/password-guesses.ts';
import type { Database } from '../../db/open-database.ts';
import { users } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { findUserByEmail, toUser, type UserRow } from '../users/user-record.ts';
import { issueSignIn } from '../auth/bearer-tokens.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';
import { checkDecoyPassword, hashPassword, needsRehash, passwordMatches } from '../auth/password.ts';
import { sendConfirmation } from '../registration/service.ts';
import { isKnownCaller, rememberCaller } from './known-callers.ts';

/**
 * Signs a user in with e-mail and password. An unknown e-mail, a wrong password and a deactivated account get
 * the same answer after the same work; a right password on an unconfirmed address mails a new confirmation
 * link instead. Wrong passwords from an address that signed in to the account before are counted apart from
 * strangers' (`known-callers.ts`). A hash of an older scheme is replaced by the current one, now that the password
 * is known.
 */
export async function signIn(
  db: Database,
  accounts: AccountSettings,
  { email, password, sessionId }: { email: string; password: string; sessionId: string | null },
  caller: PasswordCaller,
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, email);
  const stored = user?.passwordHash;
  let rehashed: string | undefined;
  // an unknown e-mail is counted as an account too, so a refusal tells nothing about who has one
  const matches = await caller.checks.check(
    email.trim().toLowerCase(),
    async () => {
      if (!stored) return checkDecoyPassword(password);
      const right = await passwordMatches(password, stored);
      if (right && needsRehash(stored)) rehashed = await hashPassword(password);
      return right;
    },
    { knownCaller: user ? await isKnownCaller(db, user.id, caller.ip) : false },
  );
  if (!user || !matches || user.status !== 1) throw new ShopError(401, ACCOUNT_MESSAGES.invalidCredentials);
  if (rehashed) await storeRehash(db, user.id, stored!, rehashed);
  if (!user.emailConfirmedAt) {
    await db.transaction((tx) => sendConfirmation(tx, accounts, user));
    throw new ShopError(403, ACCOUNT_MESSAGES.confirmEmailFirst);
  }
  return signedIn(db, user, { sessionId, callerIp: caller.ip });
}

/**
 * The answer of a sign-in the caller proved (a password, a mailed link): new tokens, the account's cart merged into
 * a known session (`cart_capped` when a line stopped at 999), and the caller's address remembered for the account.
 */
export async function signedIn(
  db: Database,
  user: UserRow,
  { sessionId, callerIp }: { sessionId: string | null; callerIp: string },
): Promise<LoginResponse> {
  const cartCapped = sessionId ? await mergeGuestCart(db, user.id, sessionId) : false;
  const tokens = await issueSignIn(db, user);
  await rememberCaller(db, user.id, callerIp);
  return {
    status: true,
    message: ACCOUNT_MESSAGES.loginSuccess,
    ...tokens,
    user: toUser(user),
    ...(cartCapped && { cart_capped: true }),
  };
}

/** Stores a hash of the current scheme in place of an older one, unless the password changed meanwhile. */
async function storeRehash(db: Database, userId: number, stored: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, stored)));
}
