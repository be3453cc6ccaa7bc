import { SIGN_UP_MESSAGES } from 'shared/contracts/contact';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { Database } from '../../db/open-database.ts';
import { signUps } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { storeSession } from '../session/shopper-session.ts';

/**
 * Records a "Join Our Team" sign-up once per e-mail (in its one spelling). Signing up again, or two sign-ups
 * of the same address at the same moment, change nothing and fail nothing: the caller answers every one the
 * same, so the answer tells nobody who is on the list.
 */
export async function joinTeam(db: Database, sessionId: string, email: string): Promise<void> {
  const address = canonicalEmail(email);
  if (!address) throw new ShopError(400, SIGN_UP_MESSAGES.invalidEmail);
  await storeSession(db, sessionId);
  await db.insert(signUps).values({ email: address, sessionId }).onConflictDoNothing({ target: signUps.email });
}
