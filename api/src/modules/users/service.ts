import { and, desc, eq, gt } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  accountNamesProblem,
  accountPasswordProblem,
  ADDRESS_FIELDS,
  addressProblem,
  addressUpdatedMessage,
  type AddressType,
  type User,
} from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { Database } from '../../db/open-database.ts';
import { authTokens, users } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { revokeUserTokens } from '../auth/bearer-tokens.ts';
import { hashPassword, passwordMatches } from '../auth/password.ts';
import type { SignedInUser } from '../auth/service.ts';
import type { PasswordCaller } from '../../plugins/password-guesses.ts';
import { isKnownCaller } from '../sign-in/known-callers.ts';
import type { UserUpdateBody } from './schemas.ts';
import { findUser, toUser } from './user-record.ts';

/** How long a current password proved with validate-password lets the same sign-in change it. */
const PASSWORD_CHECK_WINDOW_MS = 10 * 60_000;

/** The back office cannot lock its own admin out. */
export const OWN_DEACTIVATION_REFUSED = 'You cannot deactivate your own account.';

/** The back office's users list: every user record, newest first. */
export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toUser);
}

/** The signed-in user's own record; any other id is a 404, as a missing one. */
export async function ownUser(db: Database, signedIn: SignedInUser, id = signedIn.id): Promise<User> {
  const row = id === signedIn.id ? await findUser(db, id) : null;
  if (!row) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
  return toUser(row);
}

/** Checks the signed-in user's current password; a success lets this sign-in change it for ten minutes. */
export async function validatePassword(
  db: Database,
  signedIn: SignedInUser,
  { userId, password }: { userId: number; password: string },
  caller: PasswordCaller,
) {
  const row = userId === signedIn.id ? await findUser(db, userId) : null;
  if (!row) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
  await checkCurrentPassword(db, caller, signedIn, { passwordHash: row.passwordHash, password });
  await db.update(authTokens).set({ passwordCheckedAt: new Date() }).where(eq(authTokens.id, signedIn.tokenId));
}

/** The address as stored: its JSON text with the known fields only, once it passes the edit screen's rules. */
function storedAddress(text: string, type: AddressType): string {
  let address: unknown;
  try {
    address = JSON.parse(text);
  } catch {
    throw new ShopError(400, ACCOUNT_MESSAGES.addressFailed);
  }
  if (typeof address !== 'object' || address === null || Array.isArray(address)) {
    throw new ShopError(400, ACCOUNT_MESSAGES.addressFailed);
  }
  const fields = address as Record<string, unknown>;
  const problem = addressProblem(fields, type);
  if (problem) throw new ShopError(400, problem);
  const keys = [...ADDRESS_FIELDS.map((field) => `${type}_${field}`), `${type}_country`];
  return JSON.stringify(Object.fromEntries(keys.filter((key) => fields[key] != null).map((key) => [key, fields[key]])));
}

/**
 * A wrong current password is a 400, and counts as a wrong guess for the caller and the account: on the budget of
 * the addresses that signed in to it when the caller's is one, else on the strangers' (a token may be stolen).
 */
async function checkCurrentPassword(
  db: Database,
  caller: PasswordCaller,
  signedIn: SignedInUser,
  { passwordHash, password }: { passwordHash: string | null; password: string },
) {
  const matches = await caller.checks.check(
    signedIn.email,
    async () => (passwordHash ? passwordMatches(password, passwordHash) : false),
    { knownCaller: await isKnownCaller(db, signedIn.id, caller.ip) },
  );
  if (!matches) throw new ShopError(400, ACCOUNT_MESSAGES.invalidCurrentPassword);
}

async function passwordProven(
  db: Database,
  signedIn: SignedInUser,
  { passwordHash, current }: { passwordHash: string | null; current: string | undefined },
  caller: PasswordCaller,
) {
  if (current !== undefined) return checkCurrentPassword(db, caller, signedIn, { passwordHash, password: current });
  const [checked] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.id, signedIn.tokenId),
        gt(authTokens.passwordCheckedAt, new Date(Date.now() - PASSWORD_CHECK_WINDOW_MS)),
      ),
    );
  if (!checked) throw new ShopError(400, ACCOUNT_MESSAGES.currentPasswordRequired);
}

const detailFields = [
  'first_name',
  'last_name',
  'display_name',
  'password',
  'current_password',
  'billing_address',
  'shipping_address',
] as const;

/** An admin (either of their tokens) sets another user's status; a deactivation ends every sign-in of theirs. */
async function changeStatus(db: Database, body: UserUpdateBody) {
  const row = await findUser(db, body.id);
  if (!row) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
  if (detailFields.some((field) => body[field] != null) || body.status === undefined) {
    throw new ShopError(403, ACCOUNT_MESSAGES.notAllowed);
  }
  const [updated] = await db
    .update(users)
    .set({ status: body.status, updatedAt: new Date() })
    .where(eq(users.id, body.id))
    .returning();
  if (body.status === 0) await revokeUserTokens(db, body.id);
  return { message: ACCOUNT_MESSAGES.accountUpdated, user: toUser(updated!) };
}

/**
 * `POST /api/user/update`: one's own names, display name, password (proved by the current one) and addresses.
 * Role, e-mail and status are never the user's to change; only an admin changes the status, of another user; an admin deactivating themself is a 409.
 */
export async function updateUser(
  db: Database,
  signedIn: SignedInUser,
  body: UserUpdateBody,
  caller: PasswordCaller,
): Promise<{ message: string; user: User }> {
  const isAdmin = signedIn.role === 'admin';
  if (body.id !== signedIn.id) {
    if (!isAdmin) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
    return changeStatus(db, body);
  }
  if (signedIn.role === 'admin' && body.status === 0) throw new ShopError(409, OWN_DEACTIVATION_REFUSED);
  const row = await findUser(db, signedIn.id);
  if (!row) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
  const changesRole = body.role !== undefined && body.role !== row.role;
  const changesEmail = body.email !== undefined && canonicalEmail(body.email) !== row.email;
  const changesStatus = body.status !== undefined && body.status !== row.status;
  if (changesRole || changesEmail || changesStatus) throw new ShopError(403, ACCOUNT_MESSAGES.notAllowed);

  const names = accountNamesProblem(body);
  if (names) throw new ShopError(400, names);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name.trim();
  if (body.last_name !== undefined) changes.lastName = body.last_name.trim();
  if (body.display_name !== undefined) changes.displayName = body.display_name.trim();
  if (body.billing_address != null) changes.billingAddress = storedAddress(body.billing_address, 'billing');
  if (body.shipping_address != null) changes.shippingAddress = storedAddress(body.shipping_address, 'shipping');
  const newPassword = body.password !== undefined && body.password !== '' ? body.password : undefined;
  if (newPassword !== undefined) {
    const problem = accountPasswordProblem(newPassword);
    if (problem) throw new ShopError(400, problem);
    await passwordProven(db, signedIn, { passwordHash: row.passwordHash, current: body.current_password }, caller);
    changes.passwordHash = await caller.hashing.run(signedIn.email, () => hashPassword(newPassword));
  }

  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, signedIn.id))
    .returning();
  if (newPassword !== undefined) await revokeUserTokens(db, signedIn.id, { keep: signedIn.signInId });
  const onlyAddress = Object.keys(changes).length === 1 && (changes.billingAddress ?? changes.shippingAddress);
  const message = onlyAddress
    ? addressUpdatedMessage(changes.billingAddress ? 'billing' : 'shipping')
    : ACCOUNT_MESSAGES.accountUpdated;
  return { message, user: toUser(updated!) };
}
