import type { User } from 'shared/contracts/account';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { ChangeStatusButton } from '../../ui/change-status-button.tsx';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { userName } from './user-texts.ts';

interface UsersTableProps {
  users: readonly User[];
  onChangeStatus: (user: User) => void;
  onViewAddresses: (user: User) => void;
}

const columns = ['User Name', 'Email', 'Status', 'Action'] as const;

/** User Name, Email, Status, Action (Change Status, View Addresses); 10 rows a page. */
export function UsersTable({ users, onChangeStatus, onViewAddresses }: UsersTableProps) {
  return (
    <PagedTable
      label="Users table"
      columns={columns}
      rows={users}
      emptyText="No users found."
      rowKey={(user) => user.id}
      cells={(user) => (
        <>
          <td>{userName(user)}</td>
          <td>{user.email}</td>
          <td>
            <StatusBadge status={user.status} />
          </td>
          <BackOfficeRowActions>
            <ChangeStatusButton of={user.email} onClick={() => onChangeStatus(user)} />
            <button type="button" aria-label={`View Addresses of ${user.email}`} onClick={() => onViewAddresses(user)}>
              View Addresses
            </button>
          </BackOfficeRowActions>
        </>
      )}
    />
  );
}
