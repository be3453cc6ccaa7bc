import { and, eq, isNotNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginResponse } from 'shared/contracts/account';
import type { AccountSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { users } from '../../db/schema.ts';
import { queueMail } from '../../mail/outbox.ts';
import { ShopError } from '../../shop-error.ts';
import { accountPageLink } from '../auth/account-links.ts';
import { loginLinkMail } from '../auth/account-mail.ts';
import { issueOneTimeToken, useOneTimeToken } from '../auth/one-time-tokens.ts';
import { findUserByEmail } from '../users/user-record.ts';
import { signedIn } from './service.ts';

/**
 * Mails a one-time sign-in link when an active account whose holder confirmed the address has this e-mail (in its
 * one spelling); the caller answers the same either way. A new link cancels the older ones. An unconfirmed
 * account gets none: its password may have been chosen by someone who does not own the address.
 */
export async function sendLoginLink(db: Database, accounts: AccountSettings, address: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), eq(users.status, 1), isNotNull(users.emailConfirmedAt)));
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, { purpose: 'sign-in', email: address, userId: user.id });
    await queueMail(tx, loginLinkMail(address, accountPageLink(accounts, 'login-link', { token, email: address })));
  });
}

/**
 * Signs in by a mailed link, once: no password is checked, so no limit on wrong passwords applies, and the owner
 * gets in whatever others sent. A used, expired, forged or another address's link is a 400.
 */
export async function signInByLink(
  db: Database,
  { address, token }: { address: string; token: string },
  { sessionId, callerIp }: { sessionId: string | null; callerIp: string },
): Promise<LoginResponse> {
  const used = await useOneTimeToken(db, { purposes: ['sign-in'], email: address, token });
  const user = used ? await findUserByEmail(db, address) : null;
  if (user?.status !== 1 || !user.emailConfirmedAt) throw new ShopError(400, ACCOUNT_MESSAGES.invalidLoginLink);
  return signedIn(db, user, { sessionId, callerIp });
}
