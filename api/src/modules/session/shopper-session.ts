import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/open-database.ts';
import { sessions } from '../../db/schema.ts';
import { RecentSet } from '../../recent-set.ts';
import { ShopError } from '../../shop-error.ts';
import { textField } from '../../text-field.ts';

export const SESSION_EXPIRED = 'Your session has expired. Please reload the page.';

/**
 * The headers a shopper's call may carry: `X-session-id` (the cart's key) and a bearer token.
 * Loose, so validation keeps the request's other headers.
 */
export const shopperHeaders = z.looseObject({
  'x-session-id': textField(200).optional(),
  authorization: textField(1000).optional(),
});

/**
 * Sessions are never deleted, so one found once stays valid: recently seen ones are remembered
 * per database, and a busy cart costs no lookup per request.
 */
const seenSessions = new WeakMap<Database, RecentSet<string>>();

/** The session a request names, when the server issued and stored it; null when it names none it knows. */
export async function knownSession(db: Database, request: FastifyRequest): Promise<string | null> {
  const sessionId = request.headers['x-session-id'];
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  let seen = seenSessions.get(db);
  if (!seen) seenSessions.set(db, (seen = new RecentSet(50_000)));
  if (seen.has(sessionId)) return sessionId;
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
  if (session) seen.add(session.id);
  return session?.id ?? null;
}

/** The request's session, or a 401 that tells the shopper to reload (the page then starts a new session). */
export async function requireSession(db: Database, request: FastifyRequest): Promise<string> {
  const sessionId = await knownSession(db, request);
  if (!sessionId) throw new ShopError(401, SESSION_EXPIRED);
  return sessionId;
}
