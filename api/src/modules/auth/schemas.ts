import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type EmailRequest } from 'shared/contracts/account';
import { errorEnvelope } from 'shared/contracts/envelope';
import { z } from 'zod';
import { EMAIL_IN_DOCS, textField } from '../../text-field.ts';

/** The most an account call may send: an e-mail, a token and two passwords, even with every character escaped. */
export const ACCOUNT_BODY_LIMIT_BYTES = 8 * 1024;

/** The refusals every account route (sign-in, registration, password, logout) lists in the API docs. */
export const accountErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  429: errorEnvelope,
};

export const emailField = (message: string) => textField(ACCOUNT_LIMITS.email, { message }).meta(EMAIL_IN_DOCS);
export const passwordField = (message: string) => textField(ACCOUNT_LIMITS.password, { message });

export const emailBody = z.object(
  { email: emailField(ACCOUNT_MESSAGES.invalidEmail) },
  { error: ACCOUNT_MESSAGES.invalidEmail },
) satisfies z.ZodType<EmailRequest>;

export { logoutResponse } from 'shared/contracts/account-answers';
export { messageResponse } from 'shared/contracts/envelope';
