/**
 * Accounts: the user record,
 * the account calls' payloads and answers, and the validation rules and messages, shared word for word by
 * the account screens and the API, which enforces them. Plain functions, no schema library.
 */
import { SIGN_IN_AGAIN } from 'shared/contracts/sign-in-again';
import { EMAIL_MAX_LENGTH, isEmail } from 'shared/contracts/email-address';
import { addressFault, type AddressRuleField } from 'shared/contracts/address-rule';
import { characterCount, isSingleLine, textProblem } from 'shared/contracts/text-rule';

export type UserRole = 'admin' | 'customer';

/** The user record as `GET api/user`, `GET api/user/{id}` and `POST api/login` answer it (and the client stores it). */
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  /** 1 active, 0 inactive */
  status: 0 | 1;
  /** JSON text of a BillingAddress, or null when none is saved */
  billing_address: string | null;
  /** JSON text of a ShippingAddress, or null when none is saved */
  shipping_address: string | null;
  role: UserRole;
}

export const ACCOUNT_MESSAGES = {
  loginSuccess: 'Login successful!',
  /** the same answer for an unknown e-mail, a wrong password and a deactivated account */
  invalidCredentials: 'Invalid credentials!',
  registered: 'Registration successful!',
  passwordReset: 'Password reset successfully!',
  mailSent: 'Mail sent successfully!',
  somethingWrong: 'Something went wrong. Try again!',
  invalidEmail: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  registerEmail: 'Please enter a valid email that starts with a letter.',
  registerPassword:
    'Password must be at least 6 characters long and include a capital letter, a number, and a special character.',
  registerConfirmation: 'Password and Confirm Password must match.',
  accountPassword: 'Password must be 8+ characters and include uppercase, lowercase, number, and special character.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidResetLink: 'Invalid or expired reset link.',
  /** ours: a mailed sign-in link that was used, expired, or is another address's */
  invalidLoginLink: 'Invalid or expired sign-in link.',
  currentPasswordRequired: 'Current password is required to change password.',
  invalidCurrentPassword: 'Invalid current password',
  passwordValidationFailed: 'Password validation failed.',
  firstNameCharacters: 'First name must not contain special characters.',
  lastNameCharacters: 'Last name must not contain special characters.',
  displayNameRequired: 'Display name is required.',
  accountUpdated: 'Account updated successfully!',
  updateFailed: 'Something went wrong. Please try again.',
  addressFailed: 'Something went wrong while updating address.',
  /** the server's refusals of a sign-up or sign-in */
  accountExists: 'An account with this email already exists. Please log in or reset your password.',
  confirmEmailFirst: 'Please confirm your email address first: we have sent you a new confirmation link.',
  ordersClaimed:
    'You already have an account with this email address, and your orders are now in it. Please log in with your password.',
  userFound: 'User found.',
  userNotFound: 'User not found.',
  passwordValid: 'Password is valid.',
  loggedOut: 'Logged out.',
  notAllowed: 'You are not allowed to do that.',
  /** a 401 for a token that is unknown, expired or revoked, or whose user was deactivated: the client signs out */
  signInAgain: SIGN_IN_AGAIN,
} as const;

export const ADDRESS_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  address: 'Address is required.',
  country: 'Country is required.',
  state: 'State is required.',
  city: 'City is required.',
  pincode: 'Pincode is required.',
  pincodeDigits: 'Pincode must be 6 digits.',
  contactNo: 'Contact No. must be at most 15 digits.',
  failed: ACCOUNT_MESSAGES.addressFailed,
} as const;

export type AddressType = 'billing' | 'shipping';

/** "{Billing|Shipping} address updated!" */
export const addressUpdatedMessage = (type: AddressType) =>
  `${type === 'billing' ? 'Billing' : 'Shipping'} address updated!`;

export const ACCOUNT_LIMITS = {
  email: EMAIL_MAX_LENGTH,
  /** long enough for any passphrase, short enough that hashing it costs nothing extra */
  password: 128,
  name: 100,
  /** an address as JSON text (each of its fields: ADDRESS_LIMITS) */
  address: 4000,
  /** a one-time token as mailed: 32 random bytes in base64url are 43 characters */
  token: 100,
} as const;

/** `POST api/registration-mail` */
export interface RegistrationRequest {
  email: string;
  password: string;
}

/** `POST api/login`; a guest cart is merged when the request carries X-session-id. */
export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  status: true;
  message: string;
  token: string;
  user: User;
  /** an admin's second token, with the admin scope; the client keeps it as `a_token` */
  a_token?: string;
  /** ours, sent only as true: merging the guest's cart into the account's stopped a line at 999 */
  cart_capped?: true;
}

/**
 * `POST api/logout` (ours): the sign-in's tokens stop working, and the browser goes on in the new session it hands
 * out, so what was done signed in (the account's cart, its orders) is not reachable through the session it had.
 */
export interface LogoutResponse {
  status: true;
  message: string;
  session_id: string;
}

/** `POST api/reset-password-mail` and `POST api/user-by-email` */
export interface EmailRequest {
  email: string;
}

/**
 * `POST api/login-link` (ours): signs in by the one-time link `POST api/login-link-mail` mailed (its body is an
 * `EmailRequest`), whatever wrong passwords others sent; answered as `POST api/login`.
 */
export interface LoginLinkRequest {
  email: string;
  token: string;
}

/** `POST api/set-password`: a reset, or a guest's create-password by a mailed link. */
export interface SetPasswordRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/**
 * What `POST api/set-password` answers. `password_set` (ours) is false when a claim link found an account whose
 * holder already has a password: that password stays, the orders are attached, and the shopper logs in.
 */
export interface SetPasswordResponse {
  status: true;
  message: string;
  password_set: boolean;
}

/** `POST api/validate-password`: the signed-in user's own id. */
export interface ValidatePasswordRequest {
  user_id: number;
  current_password: string;
}

/**
 * `POST /api/user/update`: the user's id plus the account details (a new password is optional), or one
 * address as JSON text, or (an admin's call) the status.
 */
export interface UserUpdateRequest {
  id: number;
  first_name?: string;
  last_name?: string;
  display_name?: string;
  password?: string;
  billing_address?: string | null;
  shipping_address?: string | null;
  status?: 0 | 1;
  /** ours, optional: the current password, when the client did not check it with validate-password just before */
  current_password?: string;
}

/** `GET api/user` and `GET api/user/{id}` answer the user record in `data`. */
export interface UserResponse {
  status: true;
  message?: string;
  data: User;
}

/** `POST /api/user/update`: the record as saved; the account screen reads `success`. */
export interface UserUpdateResponse extends UserResponse {
  success: true;
  message: string;
}

const registerEmailPattern = /^[A-Za-z]/;
const registerSpecial = /[!@#$%^&*]/;
const namePattern = /^[\p{L}\p{N} ]*$/u;

/** Register: a valid e-mail that starts with a letter. */
export function registerEmailProblem(email: string): string | null {
  return isEmail(email) && registerEmailPattern.test(email.trim()) ? null : ACCOUNT_MESSAGES.registerEmail;
}

const withinLimit = (password: string) => textProblem(password, ACCOUNT_LIMITS.password) === null;

/** Register: at least 6 characters with a capital letter, a digit and one of !@#$%^&*. */
export function registerPasswordProblem(password: string): string | null {
  const strong =
    characterCount(password) >= 6 && /[A-Z]/.test(password) && /\d/.test(password) && registerSpecial.test(password);
  return strong && withinLimit(password) ? null : ACCOUNT_MESSAGES.registerPassword;
}

/** Reset, create-password and the account form: 8+ with lower and upper case, a digit and a special character. */
export function accountPasswordProblem(password: string): string | null {
  const strong =
    characterCount(password) >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  return strong && withinLimit(password) ? null : ACCOUNT_MESSAGES.accountPassword;
}

/** The first rule a new password and its confirmation break, or null. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  return accountPasswordProblem(password) ?? (password === confirmation ? null : ACCOUNT_MESSAGES.passwordsDoNotMatch);
}

/** The account form's names: letters, digits and spaces. */
export function accountNamesProblem({
  first_name = '',
  last_name = '',
  display_name,
}: {
  first_name?: string;
  last_name?: string;
  display_name?: string;
}): string | null {
  const fits = (name: string) => textProblem(name, ACCOUNT_LIMITS.name) === null && isSingleLine(name);
  if (!namePattern.test(first_name) || !fits(first_name)) return ACCOUNT_MESSAGES.firstNameCharacters;
  if (!namePattern.test(last_name) || !fits(last_name)) return ACCOUNT_MESSAGES.lastNameCharacters;
  if (display_name !== undefined && (display_name.trim() === '' || !fits(display_name))) {
    return ACCOUNT_MESSAGES.displayNameRequired;
  }
  return null;
}

/** The address fields without their prefix, as the user record stores them. */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'country_id',
  'country_name',
  'state',
  'city',
  'pincode',
  'contact_no',
] as const;

/** What the edit screen says of a field that is missing; any other fault of a field is its `malformed` message. */
const missingAddressField: Record<AddressRuleField, string> = {
  first_name: ADDRESS_MESSAGES.firstName,
  last_name: ADDRESS_MESSAGES.lastName,
  address: ADDRESS_MESSAGES.address,
  country: ADDRESS_MESSAGES.country,
  state: ADDRESS_MESSAGES.state,
  city: ADDRESS_MESSAGES.city,
  pincode: ADDRESS_MESSAGES.pincode,
  contact_no: ADDRESS_MESSAGES.contactNo,
};

const malformedAddressField: Partial<Record<AddressRuleField, string>> = {
  pincode: ADDRESS_MESSAGES.pincodeDigits,
  contact_no: ADDRESS_MESSAGES.contactNo,
};

/**
 * The first field of an address (keys prefixed `billing_` or `shipping_`) that breaks the address rule
 * (`addressFault`, the checkout's too), as the edit screen's message, or null. Other keys may be present.
 */
export function addressProblem(address: Record<string, unknown>, type: AddressType): string | null {
  const fault = addressFault(address, type);
  if (!fault) return null;
  if (fault.kind === 'missing') return missingAddressField[fault.field];
  return malformedAddressField[fault.field] ?? ADDRESS_MESSAGES.failed;
}
