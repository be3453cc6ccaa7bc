/**
 * The footer's "Join Our Team" newsletter form: its contract and messages, shared word for word by the form and
 * the API. Its refusals read as the contact form's.
 */
import { CONTACT_MESSAGES } from 'shared/contracts/contact';

export const NEWSLETTER_MESSAGES = {
  joined: 'Thank you for joining our team! We will be in touch.',
  invalidEmail: CONTACT_MESSAGES.invalidEmail,
  failed: CONTACT_MESSAGES.failed,
} as const;

/** `POST api/sign-up` (session header): the e-mail to add to the newsletter's list. */
export interface NewsletterRequest {
  email: string;
}
