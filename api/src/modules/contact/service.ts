import { type ContactMessage, contactProblem } from 'shared/contracts/contact';
import { canonicalEmail } from 'shared/contracts/email-address';
import { shop } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Mail } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/outbox.ts';
import { inline, quotedBlock } from '../../mail/quoted-text.ts';
import { ShopError } from '../../shop-error.ts';
import { storeSession } from '../session/shopper-session.ts';

type StoredMessage = typeof contactMessages.$inferSelect;

/**
 * Checks a contact message by the form's rules, stores it as typed, and queues its mail to support in the same
 * transaction (`mailed_at` is when it was queued): a stored message is always mailed, whenever SMTP is up.
 */
export async function receiveContactMessage(
  db: Database,
  supportEmail: string,
  sessionId: string,
  form: Partial<ContactMessage>,
): Promise<void> {
  const problem = contactProblem(form);
  if (problem) throw new ShopError(400, problem);
  await storeSession(db, sessionId);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        sessionId,
        firstName: form.first_name!.trim(),
        lastName: form.last_name!.trim(),
        email: canonicalEmail(form.email!)!,
        contactNo: form.contact_no!.trim(),
        message: form.message ?? '',
        mailedAt: new Date(),
      })
      .returning();
    await queueMail(tx, supportMail(stored!, supportEmail));
  });
}

/**
 * Plain text only: HTML or a script in what the sender typed reaches support as the characters typed. The
 * sender's message is a quoted block, so none of its lines can pass for the shop's.
 */
export function supportMail(message: StoredMessage, supportEmail: string): Mail {
  const name = inline(`${message.firstName} ${message.lastName}`);
  return {
    to: supportEmail,
    replyTo: { name, address: message.email },
    subject: `Contact form: ${name}`,
    text: [
      `A message from the contact form of ${shop.name} (no. ${message.id}). Reply to this mail to answer the sender.`,
      '',
      `First name: ${inline(message.firstName)}`,
      `Last name: ${inline(message.lastName)}`,
      `Email: ${inline(message.email)}`,
      `Contact number: ${inline(message.contactNo)}`,
      '',
      message.message === '' ? 'Message: (none)' : 'Message, as the sender typed it:',
      ...(message.message === '' ? [] : [quotedBlock(message.message)]),
      '',
    ].join('\n'),
  };
}
