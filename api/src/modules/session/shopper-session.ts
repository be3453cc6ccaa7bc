import type { FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { SESSION_EXPIRED } from 'shared/contracts/session-expired';
import { z } from 'zod';
import type { Database } from '../../db/open-database.ts';
import { sessions } from '../../db/schema.ts';
import { RecentMap } from '../../recent-map.ts';
import { ShopError } from '../../shop-error.ts';
import { textField } from '../../text-field.ts';
import { sessionIssuedAt } from './session-id.ts';
import { LAST_USE_PRECISION_MS, SESSION_LIFETIME_MS } from './session-lifetime.ts';
import { sessionSecret } from './session-secret.ts';

/**
 * The headers a shopper's call may carry: `X-session-id` (the cart's key) and a bearer token.
 * Loose, so validation keeps the request's other headers.
 */
export const shopperHeaders = z.looseObject({
  'x-session-id': textField(200).optional(),
  authorization: textField(1000).optional(),
});

/** What this instance last saw of a session: its last use (or issue, while it has no row) and whether it has a row. */
type SessionUse = { lastUseMs: number; stored: boolean };

/**
 * Recently seen sessions, per database. An entry less than a day old is trusted without a query: the row's
 * last use only moves forward, so a session remembered as alive cannot have expired or been removed since.
 */
const recentSessions = new WeakMap<Database, RecentMap<string, SessionUse>>();

function recentSessionsOf(db: Database): RecentMap<string, SessionUse> {
  let recent = recentSessions.get(db);
  if (!recent) recentSessions.set(db, (recent = new RecentMap(50_000)));
  return recent;
}

/** Ids issued before they were signed: recognised by their row alone. */
const unsignedId = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reads the session's row and moves its last use to now when it is a day old or more (the update also answers
 * whether the row is still there, so a session removed meanwhile is refused); null when the session expired.
 */
async function recordUse(
  db: Database,
  sessionId: string,
  issuedAtMs: number | null,
  now: number,
): Promise<SessionUse | null> {
  const [row] = await db.select({ lastUsedAt: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (!row) {
    return issuedAtMs !== null && now - issuedAtMs < SESSION_LIFETIME_MS
      ? { lastUseMs: issuedAtMs, stored: false }
      : null;
  }
  const lastUseMs = row.lastUsedAt.getTime();
  if (now - lastUseMs >= SESSION_LIFETIME_MS) return null;
  if (now - lastUseMs < LAST_USE_PRECISION_MS) return { lastUseMs, stored: true };
  const [moved] = await db
    .update(sessions)
    .set({ lastUsedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), gt(sessions.lastUsedAt, new Date(now - SESSION_LIFETIME_MS))))
    .returning({ id: sessions.id });
  return moved ? { lastUseMs: now, stored: true } : null;
}

/**
 * The session a request names, when the server issued it and it has not expired; null otherwise. A signed id
 * needs no row; a tampered or forged one is refused without a query.
 */
export async function knownSession(db: Database, request: FastifyRequest): Promise<string | null> {
  const sessionId = request.headers['x-session-id'];
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  const issuedAtMs = sessionIssuedAt(await sessionSecret(db), sessionId);
  if (issuedAtMs === null && !unsignedId.test(sessionId)) return null;
  const now = Date.now();
  const recent = recentSessionsOf(db);
  const remembered = recent.get(sessionId);
  if (remembered && now - remembered.lastUseMs < LAST_USE_PRECISION_MS) return sessionId;
  const use = await recordUse(db, sessionId, issuedAtMs, now);
  if (!use) {
    recent.delete(sessionId);
    return null;
  }
  recent.set(sessionId, use);
  return sessionId;
}

/**
 * Writes the row of a session the server recognised, once it comes to hold something (a cart, an account's
 * cart link, a contact message or a sign-up); storing it counts as a use.
 */
export async function storeSession(db: Database, sessionId: string): Promise<void> {
  const recent = recentSessionsOf(db);
  if (recent.get(sessionId)?.stored) return;
  const now = new Date();
  await db
    .insert(sessions)
    .values({ id: sessionId, lastUsedAt: now })
    .onConflictDoUpdate({ target: sessions.id, set: { lastUsedAt: now } });
  recent.set(sessionId, { lastUseMs: now.getTime(), stored: true });
}

/** The request's session, or a 401 that tells the shopper to reload (the page then starts a new session). */
export async function requireSession(db: Database, request: FastifyRequest): Promise<string> {
  const sessionId = await knownSession(db, request);
  if (!sessionId) throw new ShopError(401, SESSION_EXPIRED);
  return sessionId;
}
