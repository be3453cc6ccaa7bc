import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type LoginLinkRequest, type LoginRequest } from 'shared/contracts/account';
import { z } from 'zod';
import { textField } from '../../text-field.ts';
import { emailField, passwordField } from '../auth/schemas.ts';

export const loginBody = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.invalidEmail),
    password: passwordField(ACCOUNT_MESSAGES.passwordRequired).refine((text) => text !== '', {
      error: ACCOUNT_MESSAGES.passwordRequired,
    }),
  },
  { error: ACCOUNT_MESSAGES.invalidEmail },
) satisfies z.ZodType<LoginRequest>;

export { loginResponse } from 'shared/contracts/account-answers';

export const loginLinkBody = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.invalidLoginLink),
    token: textField(ACCOUNT_LIMITS.token, { message: ACCOUNT_MESSAGES.invalidLoginLink }),
  },
  { error: ACCOUNT_MESSAGES.invalidLoginLink },
) satisfies z.ZodType<LoginLinkRequest>;
