import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { oneTimeTokens } from '../../db/schema.ts';
import { tokenHash } from './service.ts';

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

const HOUR = 3_600_000;

/** How long a mailed link works. */
export const ONE_TIME_LIFETIME_MS: Record<OneTimePurpose, number> = {
  'confirm-email': 48 * HOUR,
  'reset-password': HOUR,
  'claim-orders': 7 * 24 * HOUR,
  'sign-in': HOUR,
};

/** 32 random bytes, base64url: what a link or a bearer token carries. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A single-use, expiring token proving `email` (in its one spelling, `canonicalEmail`) for `purpose`, stored only as its SHA-256; answers the raw token
 * for the mailed link. A new reset or sign-in link cancels the older ones of that e-mail for its purpose.
 */
export async function issueOneTimeToken(
  db: Database,
  { purpose, email, userId = null }: { purpose: OneTimePurpose; email: string; userId?: number | null },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    if (purpose === 'reset-password' || purpose === 'sign-in') {
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.email, email), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    }
    await tx.insert(oneTimeTokens).values({
      purpose,
      email,
      userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + ONE_TIME_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

const live = ({ purposes, email, token }: { purposes: OneTimePurpose[]; email: string; token: string }) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash(token)),
    eq(oneTimeTokens.email, email.trim().toLowerCase()),
    inArray(oneTimeTokens.purpose, purposes),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );

/** Whether a token would be accepted now, without using it: a wrong link is refused before any costly work. */
export async function oneTimeTokenIsLive(
  db: Database,
  link: { purposes: OneTimePurpose[]; email: string; token: string },
): Promise<boolean> {
  const [found] = await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(live(link));
  return found !== undefined;
}

/**
 * Uses a token once: answers it when it was issued for this e-mail and one of these purposes, is unused and
 * unexpired, and marks it used in the same statement, so of two requests racing with it only one wins.
 */
export async function useOneTimeToken(
  db: Database,
  link: { purposes: OneTimePurpose[]; email: string; token: string },
) {
  const [used] = await db.update(oneTimeTokens).set({ usedAt: new Date() }).where(live(link)).returning();
  return used ?? null;
}
