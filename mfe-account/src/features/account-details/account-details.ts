import { ACCOUNT_MESSAGES, accountNamesProblem, newPasswordProblem, type User } from 'shared/contracts/account';

export interface AccountDetails {
  first_name: string;
  last_name: string;
  display_name: string;
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** The stored user (its type in the auth slice names fewer fields than the record the server sent). */
type StoredUser = Partial<Pick<User, 'first_name' | 'last_name' | 'display_name'>>;

export const detailsOf = (user: StoredUser | null): AccountDetails => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  display_name: user?.display_name ?? '',
  current_password: '',
  new_password: '',
  confirm_password: '',
});

/** A password change is asked for when either new-password field holds something. */
export const changesPassword = (details: AccountDetails) =>
  details.new_password !== '' || details.confirm_password !== '';

/** The names first, then the password fields; the current password is then checked by the server. */
export function accountDetailsProblem(details: AccountDetails): string | null {
  const names = accountNamesProblem(details);
  if (names) return names;
  if (!changesPassword(details)) return null;
  if (!details.current_password) return ACCOUNT_MESSAGES.currentPasswordRequired;
  return newPasswordProblem(details.new_password, details.confirm_password);
}

/** What a failed password check says. */
export const PASSWORD_CHECK_MESSAGES = {
  unreachable: 'No response from server. Please try again.',
  unexpected: 'Unexpected error occurred.',
} as const;

/** Banners clear after 3 s. */
export const ACCOUNT_MESSAGE_MS = 3000;
