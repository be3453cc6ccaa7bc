import { isEmail, SIGN_UP_MESSAGES } from 'shared/contracts/contact';
import type { Database } from '../../db/open-database.ts';
import { signUps } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { storeSession } from '../session/shopper-session.ts';

/**
 * Records a "Join Our Team" sign-up once per e-mail (trimmed, lower-case). Two sign-ups of the same
 * address at the same moment both succeed: the unique e-mail decides which one is new.
 */
export async function joinTeam(db: Database, sessionId: string, email: string): Promise<'joined' | 'already joined'> {
  const address = email.trim().toLowerCase();
  if (!isEmail(address)) throw new ShopError(400, SIGN_UP_MESSAGES.invalidEmail);
  await storeSession(db, sessionId);
  const inserted = await db
    .insert(signUps)
    .values({ email: address, sessionId })
    .onConflictDoNothing({ target: signUps.email })
    .returning({ id: signUps.id });
  return inserted.length > 0 ? 'joined' : 'already joined';
}
