import type { FastifyRequest } from 'fastify';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';
import { userFromBearer } from '../auth/service.ts';
import { knownSession } from '../session/shopper-session.ts';

/** Who is asking: the shopper's session, a signed-in user, or both; an order of either is theirs. */
export type OrderOwner = { sessionId: string | null; userId: number | null };

/** The caller's live session and signed-in user, either of them null. */
export async function orderOwnerOf(db: Database, request: FastifyRequest): Promise<OrderOwner> {
  const [sessionId, user] = await Promise.all([knownSession(db, request), userFromBearer(db, request)]);
  return { sessionId, userId: user?.id ?? null };
}

/** The orders the owner's session placed or its user owns; undefined when it has neither. */
export const ownedBy = (owner: OrderOwner) =>
  or(
    owner.sessionId ? eq(orders.sessionId, owner.sessionId) : undefined,
    owner.userId ? eq(orders.userId, owner.userId) : undefined,
  );
