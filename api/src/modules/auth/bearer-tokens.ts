import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { authTokens } from '../../db/schema.ts';
import { newToken } from './one-time-tokens.ts';
import { tokenHash } from './service.ts';

/** How long a sign-in lasts; logout, a password change and a deactivation end it sooner. */
export const SIGN_IN_LIFETIME_MS = 30 * 24 * 3_600_000;

/** A sign-in's bearer token, and for an admin the admin-scoped `a_token` beside it; stored only as hashes. */
export async function issueSignIn(
  db: Database,
  user: { id: number; role: 'admin' | 'customer' },
): Promise<{ token: string; a_token?: string }> {
  const signInId = randomUUID();
  const expiresAt = new Date(Date.now() + SIGN_IN_LIFETIME_MS);
  const token = newToken();
  const adminToken = user.role === 'admin' ? newToken() : undefined;
  await db
    .insert(authTokens)
    .values([
      { userId: user.id, tokenHash: tokenHash(token), scope: 'shop', signInId, expiresAt },
      ...(adminToken
        ? [{ userId: user.id, tokenHash: tokenHash(adminToken), scope: 'admin' as const, signInId, expiresAt }]
        : []),
    ]);
  return adminToken ? { token, a_token: adminToken } : { token };
}

/** Revokes the tokens of one sign-in (logout). */
export async function revokeSignIn(db: Database, signInId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.signInId, signInId), isNull(authTokens.revokedAt)));
}

/** Revokes every token of a user, but those of the sign-in `keep` when given (the one changing the password). */
export async function revokeUserTokens(db: Database, userId: number, { keep }: { keep?: string } = {}) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keep === undefined ? undefined : ne(authTokens.signInId, keep),
      ),
    );
}
