/**
 * The contact form's contract, rules and messages, shared word for word by the form and the API, which enforces
 * them. Plain functions, no schema library.
 */
import { EMAIL_MAX_LENGTH, isEmail } from 'shared/contracts/email-address';
import { characterCount, clipText } from 'shared/contracts/text-rule';

export const CONTACT_MESSAGES = {
  requiredFields: 'Please fill out all the required fields.',
  lettersOnly: 'First and last names may contain letters only.',
  contactNo: 'The contact number may have at most 13 digits or "+".',
  invalidEmail: 'Please enter a valid email address.',
  tooLong: 'Please keep your message under 2000 characters.',
  sent: 'Message sent successfully!',
  failed: 'Something went wrong, try again.',
  unreachable: 'Error occurred. Please try again later.',
} as const;

export const CONTACT_LIMITS = { name: 50, email: EMAIL_MAX_LENGTH, contactNo: 13, message: 2000 } as const;

/** `POST api/send-mail` (session header). */
export interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  contact_no: string;
  message: string;
}

/** Letters of any script, with single spaces, hyphens or apostrophes between words ("Mary Ann", "D'Souza"). */
const namePattern = /^\p{L}+(?:[ '-]\p{L}+)*$/u;
const contactNoPattern = /^[0-9+]{1,13}$/;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What a name field keeps of what was typed: letters and the separators between them. */
export const typedName = (value: string) => clipText(value.replace(/[^\p{L} '-]/gu, ''), CONTACT_LIMITS.name);

/** What the contact number field keeps of what was typed: digits and "+", at most 13. */
export const typedContactNo = (value: string) => value.replace(/[^0-9+]/g, '').slice(0, CONTACT_LIMITS.contactNo);

/** The first rule a contact message breaks, as the message to show, or null when it may be sent. */
export function contactProblem(form: Partial<Record<keyof ContactMessage, unknown>>): string | null {
  const { first_name, last_name, email, contact_no, message } = form;
  if (!filled(first_name) || !filled(last_name) || !filled(email) || !filled(contact_no)) {
    return CONTACT_MESSAGES.requiredFields;
  }
  const names = [first_name.trim(), last_name.trim()];
  if (!names.every((name) => characterCount(name) <= CONTACT_LIMITS.name && namePattern.test(name))) {
    return CONTACT_MESSAGES.lettersOnly;
  }
  if (!isEmail(email)) return CONTACT_MESSAGES.invalidEmail;
  if (!contactNoPattern.test(contact_no.trim())) return CONTACT_MESSAGES.contactNo;
  if (message !== undefined && (typeof message !== 'string' || characterCount(message) > CONTACT_LIMITS.message)) {
    return CONTACT_MESSAGES.tooLong;
  }
  return null;
}
