import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type RegistrationRequest } from 'shared/contracts/account';
import { z } from 'zod';
import { EMAIL_IN_DOCS, textField } from '../../text-field.ts';
import { emailField, passwordField } from '../auth/schemas.ts';

export const registrationBody = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.registerEmail),
    password: passwordField(ACCOUNT_MESSAGES.registerPassword),
  },
  { error: ACCOUNT_MESSAGES.registerEmail },
) satisfies z.ZodType<RegistrationRequest>;

export const confirmEmailQuery = z.object({
  token: textField(ACCOUNT_LIMITS.token),
  email: textField(ACCOUNT_LIMITS.email).meta(EMAIL_IN_DOCS),
});
