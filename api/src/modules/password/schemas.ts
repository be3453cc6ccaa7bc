import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type SetPasswordRequest } from 'shared/contracts/account';
import { z } from 'zod';
import { textField } from '../../text-field.ts';
import { emailField, passwordField } from '../auth/schemas.ts';

export const setPasswordBody = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.invalidResetLink),
    token: textField(ACCOUNT_LIMITS.token, { message: ACCOUNT_MESSAGES.invalidResetLink }),
    password: passwordField(ACCOUNT_MESSAGES.accountPassword),
    password_confirmation: passwordField(ACCOUNT_MESSAGES.passwordsDoNotMatch),
  },
  { error: ACCOUNT_MESSAGES.invalidResetLink },
) satisfies z.ZodType<SetPasswordRequest>;

export { setPasswordResponse } from 'shared/contracts/account-answers';
