import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  type EmailRequest,
  type LoginRequest,
  type RegistrationRequest,
  type SetPasswordRequest,
  type SetPasswordResponse,
} from 'shared/contracts/account';
import { z } from 'zod';
import { textField } from '../../text-field.ts';
import { userSchema } from '../users/user-record.ts';

/** The most an account call may send: an e-mail, a token and two passwords, even with every character escaped. */
export const ACCOUNT_BODY_LIMIT_BYTES = 8 * 1024;

const email = (message: string) => textField(ACCOUNT_LIMITS.email, { message });
const password = (message: string) => textField(ACCOUNT_LIMITS.password, { message });

export const registrationBody = z.object(
  {
    email: email(ACCOUNT_MESSAGES.registerEmail),
    password: password(ACCOUNT_MESSAGES.registerPassword),
  },
  { error: ACCOUNT_MESSAGES.registerEmail },
) satisfies z.ZodType<RegistrationRequest>;

export const loginBody = z.object(
  {
    email: email(ACCOUNT_MESSAGES.invalidEmail),
    password: password(ACCOUNT_MESSAGES.passwordRequired).refine((text) => text !== '', {
      error: ACCOUNT_MESSAGES.passwordRequired,
    }),
  },
  { error: ACCOUNT_MESSAGES.invalidEmail },
) satisfies z.ZodType<LoginRequest>;

export const emailBody = z.object(
  { email: email(ACCOUNT_MESSAGES.invalidEmail) },
  { error: ACCOUNT_MESSAGES.invalidEmail },
) satisfies z.ZodType<EmailRequest>;

export const setPasswordBody = z.object(
  {
    email: email(ACCOUNT_MESSAGES.invalidResetLink),
    token: textField(ACCOUNT_LIMITS.token, { message: ACCOUNT_MESSAGES.invalidResetLink }),
    password: password(ACCOUNT_MESSAGES.accountPassword),
    password_confirmation: password(ACCOUNT_MESSAGES.passwordsDoNotMatch),
  },
  { error: ACCOUNT_MESSAGES.invalidResetLink },
) satisfies z.ZodType<SetPasswordRequest>;

export const confirmEmailQuery = z.object({
  token: textField(ACCOUNT_LIMITS.token),
  email: textField(ACCOUNT_LIMITS.email),
});

export const messageResponse = z.object({ status: z.literal(true), message: z.string() });

export const setPasswordResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  password_set: z.boolean(),
}) satisfies z.ZodType<SetPasswordResponse>;

export const loginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  token: z.string(),
  a_token: z.string().optional(),
  user: userSchema,
});
