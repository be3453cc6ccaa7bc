import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { type ContactMessage, contactProblem } from 'shared/contracts/contact';
import { shop } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { ShopError } from '../../shop-error.ts';
import { storeSession } from '../session/shopper-session.ts';

type StoredMessage = typeof contactMessages.$inferSelect;

export type ContactDelivery = { mailer: Mailer; supportEmail: string; log: FastifyBaseLogger };

/**
 * Checks a contact message by the form's rules, stores it as typed, then mails it to support.
 * Answers whether the mail went out; when it did not, the message stays stored with `mailed_at` null.
 */
export async function receiveContactMessage(
  db: Database,
  { mailer, supportEmail, log }: ContactDelivery,
  sessionId: string,
  form: Partial<ContactMessage>,
): Promise<{ mailed: boolean }> {
  const problem = contactProblem(form);
  if (problem) throw new ShopError(400, problem);
  await storeSession(db, sessionId);
  const [stored] = await db
    .insert(contactMessages)
    .values({
      sessionId,
      firstName: form.first_name!.trim(),
      lastName: form.last_name!.trim(),
      email: form.email!.trim(),
      contactNo: form.contact_no!.trim(),
      message: form.message ?? '',
    })
    .returning();
  try {
    await mailer.send(supportMail(stored!, supportEmail));
  } catch (error) {
    log.error(
      { err: error, contactMessageId: stored!.id },
      'a contact message could not be mailed to support; it is stored with mailed_at null',
    );
    return { mailed: false };
  }
  await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, stored!.id));
  return { mailed: true };
}

/** Plain text only: HTML or a script in what the sender typed reaches support as the characters typed. */
export function supportMail(message: StoredMessage, supportEmail: string): Mail {
  const name = `${message.firstName} ${message.lastName}`;
  return {
    to: supportEmail,
    replyTo: { name, address: message.email },
    subject: `Contact form: ${name}`,
    text: [
      `A message from the contact form of ${shop.name} (no. ${message.id}). Reply to this mail to answer the sender.`,
      '',
      `First name: ${message.firstName}`,
      `Last name: ${message.lastName}`,
      `Email: ${message.email}`,
      `Contact number: ${message.contactNo}`,
      '',
      'Message:',
      message.message === '' ? '(none)' : message.message,
      '',
    ].join('\n'),
  };
}
