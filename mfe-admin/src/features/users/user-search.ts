import type { User } from 'shared/contracts/account';
import { searchRows } from '../../ui/search-rows.ts';
import { statusLabel } from '../../ui/status-badge.tsx';
import { userName } from './user-texts.ts';

/** The texts a row shows, which "Search Users" matches. */
const rowTexts = (user: User) => [userName(user), user.display_name, user.email, statusLabel(user.status)];

export const searchUsers = (users: readonly User[], search: string) => searchRows(users, search, rowTexts);
