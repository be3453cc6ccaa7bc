import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, registerEmailProblem, registerPasswordProblem } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { AccountSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { users } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { ShopError } from '../../shop-error.ts';
import { findUserByEmail } from '../users/user-record.ts';
import { confirmEmailLink } from '../auth/account-links.ts';
import { confirmationMail } from '../auth/account-mail.ts';
import { issueOneTimeToken, useOneTimeToken } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import type { CallerPasswordHashing } from '../../plugins/password-hashing.ts';

/** Queues a confirmation link for the user's address; call it in a transaction, so the link and its mail go together. */
export async function sendConfirmation(db: Database, accounts: AccountSettings, user: { id: number; email: string }) {
  const token = await issueOneTimeToken(db, { purpose: 'confirm-email', email: user.email, userId: user.id });
  await queueMail(db, confirmationMail(user.email, confirmEmailLink(accounts, token, user.email)));
}

/**
 * Creates a customer account under the register rules and mails the confirmation link; signing in waits for the
 * confirmation. The display name starts as the e-mail's local part, as the account form requires one.
 */
export async function register(
  db: Database,
  accounts: AccountSettings,
  { email, password }: { email: string; password: string },
  hashing: CallerPasswordHashing,
) {
  const problem = registerEmailProblem(email) ?? registerPasswordProblem(password);
  if (problem) throw new ShopError(400, problem);
  const address = canonicalEmail(email)!;
  // a taken address costs no hash (the insert below still settles two registrations racing for it)
  if (await findUserByEmail(db, address)) throw new ShopError(409, ACCOUNT_MESSAGES.accountExists);
  const passwordHash = await hashing.run(address, () => hashPassword(password));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: address, firstName: '', displayName: address.split('@')[0]!, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!user) throw new ShopError(409, ACCOUNT_MESSAGES.accountExists);
    await sendConfirmation(tx, accounts, user);
  });
}

/** Uses a confirmation link: true when it confirmed the address, false when it was unknown, used or expired. */
export async function confirmEmail(db: Database, { email, token }: { email: string; token: string }) {
  const address = canonicalEmail(email);
  if (!address) return false;
  const used = await useOneTimeToken(db, { purposes: ['confirm-email'], email: address, token });
  if (!used?.userId) return false;
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, used.userId), isNull(users.emailConfirmedAt)));
  return true;
}
