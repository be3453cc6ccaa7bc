import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { authTokens, oneTimeTokens } from '../../db/schema.ts';

export type RemovedTokens = { bearer: number; mailed: number };

/**
 * Removes the tokens no request can use any more: bearer tokens expired or revoked, mailed-link tokens expired or
 * used. A request that brings one gets the answer an unknown token gets (service.ts, one-time-tokens.ts), so
 * removing it changes nothing for that request.
 */
export async function removeSpentTokens(db: Database, now: Date): Promise<RemovedTokens> {
  const bearer = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  const mailed = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return { bearer: bearer.length, mailed: mailed.length };
}
