import { EMAIL_MAX_LENGTH } from 'shared/contracts/email-address';
import { NEWSLETTER_MESSAGES, type NewsletterRequest } from 'shared/contracts/newsletter';
import { z } from 'zod';
import { EMAIL_IN_DOCS, textField } from '../../text-field.ts';

/** The most a newsletter call may send: one e-mail address, even with every character escaped. */
export const NEWSLETTER_BODY_LIMIT_BYTES = 2 * 1024;

const invalidEmail = { error: NEWSLETTER_MESSAGES.invalidEmail };

/** Any body without a text `email` is answered with the form's own message; the address itself is checked by the service. */
export const newsletterBody = z.object(
  { email: textField(EMAIL_MAX_LENGTH, { message: NEWSLETTER_MESSAGES.invalidEmail }).meta(EMAIL_IN_DOCS) },
  invalidEmail,
) satisfies z.ZodType<NewsletterRequest>;

export { messageResponse as newsletterResponse } from 'shared/contracts/envelope';
