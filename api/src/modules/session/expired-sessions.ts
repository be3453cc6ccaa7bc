import { and, eq, exists, inArray, lt, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { carts, orders, sessions, users } from '../../db/schema.ts';
import { SESSION_LIFETIME_MS } from './session-lifetime.ts';

/** Sessions removed per transaction, so a long backlog never holds many locks at once. */
const BATCH = 500;

export type RemovedSessions = { sessions: number; carts: number };

/**
 * Removes what expired 30 days after its last use: guest carts with their lines, and sessions. Never an order:
 * a session an order names keeps its row (its cart goes), and so does the session whose cart an account holds
 * (`users.cart_session_id`), with that cart. Expired sessions are locked first and skipped when another
 * instance's cleanup holds them, so two cleanups at once share the work; a request that uses a session at that
 * moment waits for the lock and then finds it gone (shopper-session.ts).
 */
export async function removeExpiredSessions(db: Database, now: Date): Promise<RemovedSessions> {
  const removed: RemovedSessions = { sessions: 0, carts: 0 };
  const cutoff = new Date(now.getTime() - SESSION_LIFETIME_MS);
  const noOrderNamesIt = notExists(db.select().from(orders).where(eq(orders.sessionId, sessions.id)));
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // what is left to remove: a session no order names, or the cart of one an order names
      const expired = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            lt(sessions.lastUsedAt, cutoff),
            notExists(tx.select().from(users).where(eq(users.cartSessionId, sessions.id))),
            or(noOrderNamesIt, exists(tx.select().from(carts).where(eq(carts.sessionId, sessions.id)))),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = expired.map((session) => session.id);
      if (ids.length === 0) return { sessions: 0, carts: 0, locked: 0 };
      const cartsGone = await tx.delete(carts).where(inArray(carts.sessionId, ids)).returning({ id: carts.sessionId });
      const sessionsGone = await tx
        .delete(sessions)
        .where(and(inArray(sessions.id, ids), noOrderNamesIt))
        .returning({ id: sessions.id });
      return { sessions: sessionsGone.length, carts: cartsGone.length, locked: ids.length };
    });
    removed.sessions += batch.sessions;
    removed.carts += batch.carts;
    if (batch.locked < BATCH) return removed;
  }
}
