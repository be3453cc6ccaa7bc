import type { Database } from '../../db/open-database.ts';
import { issueSessionId } from './session-id.ts';
import { sessionSecret } from './session-secret.ts';

/** A new shopper session: signed, not stored, so asking for sessions never grows the database. */
export async function startSession(db: Database): Promise<string> {
  return issueSessionId(await sessionSecret(db), Date.now());
}
