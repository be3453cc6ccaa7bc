import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';
import { userFromBearer } from '../auth/service.ts';
import { knownSession } from '../session/shopper-session.ts';

/** Who is asking: the shopper's session, a signed-in user, or both. */
export type OrderOwner = { sessionId: string | null; userId: number | null };

/** The caller's live session and signed-in user, either of them null. */
export async function orderOwnerOf(db: Database, request: FastifyRequest): Promise<OrderOwner> {
  const [sessionId, user] = await Promise.all([knownSession(db, request), userFromBearer(db, request)]);
  return { sessionId, userId: user?.id ?? null };
}

/**
 * The orders the owner's user owns, and the guest orders its session placed; undefined when it has neither. An
 * order that belongs to an account needs that account's token: the session it was placed in outlives a logout.
 */
export const ownedBy = (owner: OrderOwner) =>
  or(
    owner.sessionId ? and(eq(orders.sessionId, owner.sessionId), isNull(orders.userId)) : undefined,
    owner.userId ? eq(orders.userId, owner.userId) : undefined,
  );
