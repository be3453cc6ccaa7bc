import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, newPasswordProblem } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { AccountSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { queueMail } from '../../mail/outbox.ts';
import { orders, users } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { accountPageLink } from '../auth/account-links.ts';
import { resetPasswordMail } from '../auth/account-mail.ts';
import { revokeUserTokens } from '../auth/bearer-tokens.ts';
import {
  issueOneTimeToken,
  type OneTimePurpose,
  oneTimeTokenIsLive,
  useOneTimeToken,
} from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import type { CallerPasswordHashing } from '../../plugins/password-hashing.ts';
import { claimGuestOrders } from '../orders/claim-guest-orders.ts';

/**
 * Mails a reset link when an active account has this e-mail (trimmed, lower-case); the caller answers the same
 * either way, without waiting for it, so neither the answer nor its time tells whether the address has an account.
 */
export async function sendResetMail(db: Database, accounts: AccountSettings, email: string) {
  const address = canonicalEmail(email);
  if (!address) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), eq(users.status, 1)));
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, { purpose: 'reset-password', email: address, userId: user.id });
    await queueMail(
      tx,
      resetPasswordMail(address, accountPageLink(accounts, 'reset-password', { token, email: address })),
    );
  });
}

/** The latest order placed with this e-mail: a claimed account starts with its name and addresses. */
async function latestOrderWith(db: Database, email: string) {
  const [order] = await db
    .select({ billing: orders.billingAddress, shipping: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.contactEmail, email))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order;
}

/** What a mailed link did: set the password, or only hand an account holder the orders (their password stays). */
export type PasswordLinkOutcome = 'password set' | 'orders claimed';

/**
 * Sets a password by a mailed link: a reset link of an account, or a claim link of an order mail, which
 * creates the account when the e-mail has none (with the name and addresses of the latest order). Either proves
 * the address: it is confirmed, every other sign-in of the account ends, and a claim attaches every order placed
 * with the e-mail to the account. A claim link never replaces the password of an account whose holder confirmed
 * the address: it attaches the orders and the holder signs in as always. (The password of an account never
 * confirmed was chosen by someone who did not prove the address, so the claim replaces it.)
 */
export async function setPasswordByLink(
  db: Database,
  {
    email,
    token,
    password,
    password_confirmation,
  }: { email: string; token: string; password: string; password_confirmation: string },
  hashing: CallerPasswordHashing,
): Promise<PasswordLinkOutcome> {
  const address = canonicalEmail(email);
  if (!address) throw new ShopError(400, ACCOUNT_MESSAGES.invalidResetLink);
  const problem = newPasswordProblem(password, password_confirmation);
  if (problem) throw new ShopError(400, problem);
  const purposes: OneTimePurpose[] = ['reset-password', 'claim-orders'];
  const link = { purposes, email: address, token };
  // a wrong link costs no hash; the link is used below, in the transaction that sets the password
  if (!(await oneTimeTokenIsLive(db, link))) {
    throw new ShopError(400, ACCOUNT_MESSAGES.invalidResetLink);
  }
  const passwordHash = await hashing.run(address, () => hashPassword(password));
  return db.transaction(async (tx) => {
    const used = await useOneTimeToken(tx, link);
    if (!used) throw new ShopError(400, ACCOUNT_MESSAGES.invalidResetLink);
    const claims = used.purpose === 'claim-orders';
    const [holder] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(eq(users.email, address), isNotNull(users.passwordHash), isNotNull(users.emailConfirmedAt)))
      .for('update');
    if (holder && holder.status !== 1) throw new ShopError(400, ACCOUNT_MESSAGES.invalidResetLink);
    if (claims && holder) {
      await claimGuestOrders(tx, holder.id, address);
      return 'orders claimed';
    }
    // an account a claim creates starts as the guest filled in the checkout, so the next one is prefilled
    const claimed = claims ? await latestOrderWith(tx, address) : undefined;
    const [user] = await tx
      .insert(users)
      .values({
        email: address,
        firstName: claimed?.billing.billing_first_name ?? '',
        lastName: claimed?.billing.billing_last_name ?? '',
        displayName: address.split('@')[0]!,
        billingAddress: claimed ? JSON.stringify(claimed.billing) : null,
        shippingAddress: claimed ? JSON.stringify(claimed.shipping) : null,
        passwordHash,
        emailConfirmedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: new Date() },
      })
      .returning({ id: users.id, status: users.status });
    if (user!.status !== 1) throw new ShopError(400, ACCOUNT_MESSAGES.invalidResetLink);
    await revokeUserTokens(tx, user!.id);
    if (claims) await claimGuestOrders(tx, user!.id, address);
    return 'password set';
  });
}
