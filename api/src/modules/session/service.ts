import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/open-database.ts';
import { sessions } from '../../db/schema.ts';

/** A new shopper session: 256 random bits, so a session id cannot be guessed. */
export async function startSession(db: Database): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: sessionId });
  return sessionId;
}
