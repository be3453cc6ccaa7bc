import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { Database } from '../../db/open-database.ts';
import { signUps } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { storeSession } from '../session/shopper-session.ts';

/**
 * Puts an e-mail on the "Join Our Team" newsletter's list once (in its one spelling). Joining again, or two calls
 * with the same address at the same moment, change nothing and fail nothing: the caller answers every one the
 * same, so the answer tells nobody who is on the list.
 */
export async function joinNewsletter(db: Database, sessionId: string, email: string): Promise<void> {
  const address = canonicalEmail(email);
  if (!address) throw new ShopError(400, NEWSLETTER_MESSAGES.invalidEmail);
  await storeSession(db, sessionId);
  await db.insert(signUps).values({ email: address, sessionId }).onConflictDoNothing({ target: signUps.email });
}
