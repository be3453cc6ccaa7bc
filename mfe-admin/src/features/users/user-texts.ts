import type { User } from 'shared/contracts/account';

/** The User Name column: first and last name, else the display name, else the e-mail. */
export const userName = ({ first_name, last_name, display_name, email }: User) =>
  [first_name, last_name].filter(Boolean).join(' ').trim() || display_name || email;
