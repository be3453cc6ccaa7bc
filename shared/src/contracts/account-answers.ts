/**
 * What the account calls answer, as the API checks each answer before it leaves (zod: for the API and the tests,
 * never imported by a page, which uses the types of shared/contracts/account).
 */
import { z } from 'zod';
import type { LoginResponse, LogoutResponse, SetPasswordResponse, User } from 'shared/contracts/account';
import { messageResponse } from 'shared/contracts/envelope';

/** The user record as the API answers it: only these fields ever leave, never the password hash or the tokens. */
export const userSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  billing_address: z.string().nullable(),
  shipping_address: z.string().nullable(),
  role: z.enum(['admin', 'customer']),
}) satisfies z.ZodType<User>;

export const userResponse = z.object({ status: z.literal(true), message: z.string().optional(), data: userSchema });
/** A client reads `success` of an update. */
export const userUpdateResponse = userResponse.extend({ success: z.literal(true) });
export const userListResponse = z.object({ status: z.literal(true), data: z.array(userSchema) });

export const loginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  token: z.string(),
  a_token: z.string().optional(),
  cart_capped: z.literal(true).optional(),
  user: userSchema,
}) satisfies z.ZodType<LoginResponse>;

export const logoutResponse = messageResponse.extend({ session_id: z.string() }) satisfies z.ZodType<LogoutResponse>;

export const setPasswordResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  password_set: z.boolean(),
}) satisfies z.ZodType<SetPasswordResponse>;
