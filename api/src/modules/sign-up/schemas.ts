import { CONTACT_LIMITS, SIGN_UP_MESSAGES, type SignUpRequest } from 'shared/contracts/contact';
import { z } from 'zod';
import { EMAIL_IN_DOCS, textField } from '../../text-field.ts';

/** The most a sign-up call may send: one e-mail address, even with every character escaped. */
export const SIGN_UP_BODY_LIMIT_BYTES = 2 * 1024;

const invalidEmail = { error: SIGN_UP_MESSAGES.invalidEmail };

/** Any body without a text `email` is answered with the form's own message; the address itself is checked by the service. */
export const signUpBody = z.object(
  { email: textField(CONTACT_LIMITS.email, { message: SIGN_UP_MESSAGES.invalidEmail }).meta(EMAIL_IN_DOCS) },
  invalidEmail,
) satisfies z.ZodType<SignUpRequest>;

export const signUpResponse = z.object({ status: z.literal(true), message: z.string() });
