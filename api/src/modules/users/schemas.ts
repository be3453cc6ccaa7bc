import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  type UserUpdateRequest,
  type ValidatePasswordRequest,
} from 'shared/contracts/account';
import { z } from 'zod';
import { EMAIL_IN_DOCS, idField, textField } from '../../text-field.ts';

/** The account form with both addresses, each field escaped at worst, stays well under this. */
export const USER_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * The update payload. `role` and `email` are read only to refuse a change of them: a client that sends
 * the whole stored user record back with them unchanged is answered as if it had left them out.
 */
export const userUpdateBody = z.object({
  id: idField,
  first_name: textField(ACCOUNT_LIMITS.name, { message: ACCOUNT_MESSAGES.firstNameCharacters }).optional(),
  last_name: textField(ACCOUNT_LIMITS.name, { message: ACCOUNT_MESSAGES.lastNameCharacters }).optional(),
  display_name: textField(ACCOUNT_LIMITS.name, { message: ACCOUNT_MESSAGES.displayNameRequired }).optional(),
  password: textField(ACCOUNT_LIMITS.password, { message: ACCOUNT_MESSAGES.accountPassword }).optional(),
  current_password: textField(ACCOUNT_LIMITS.password, { message: ACCOUNT_MESSAGES.invalidCurrentPassword }).optional(),
  /** null, as a stored record without the address carries it, changes nothing */
  billing_address: textField(ACCOUNT_LIMITS.address, { message: ACCOUNT_MESSAGES.addressFailed }).nullish(),
  shipping_address: textField(ACCOUNT_LIMITS.address, { message: ACCOUNT_MESSAGES.addressFailed }).nullish(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Invalid status: must be 0 or 1' }).optional(),
  role: textField(20).optional(),
  email: textField(ACCOUNT_LIMITS.email).meta(EMAIL_IN_DOCS).optional(),
}) satisfies z.ZodType<UserUpdateRequest>;

export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const validatePasswordBody = z.object({
  user_id: idField,
  current_password: textField(ACCOUNT_LIMITS.password, { message: ACCOUNT_MESSAGES.invalidCurrentPassword }),
}) satisfies z.ZodType<ValidatePasswordRequest>;

export { userListResponse, userResponse, userUpdateResponse } from 'shared/contracts/account-answers';
export { messageResponse } from 'shared/contracts/envelope';
