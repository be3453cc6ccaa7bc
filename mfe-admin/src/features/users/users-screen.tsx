import { useEffect, useState } from 'react';
import type { User } from 'shared/contracts/account';
import { Notice } from 'shared/ui/alert.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { StatusChangeDialog } from '../../ui/status-change-dialog.tsx';
import { TableToolbar } from '../../ui/table-toolbar.tsx';
import { useStatusChange } from '../../ui/use-status-change.ts';
import { useGetUsersQuery, useUpdateUserStatusMutation } from './api.ts';
import { UserAddressesDialog } from './user-addresses-dialog.tsx';
import { searchUsers } from './user-search.ts';
import { USER_STATUS_MESSAGES } from './user-status-messages.ts';
import { userName } from './user-texts.ts';
import { UsersTable } from './users-table.tsx';

/** `users`: every user, searchable and paged; Change Status asks first; View Addresses shows their addresses. */
export function UsersScreen() {
  usePageMeta('Users');
  const { data: users = [], isLoading, isError } = useGetUsersQuery();
  const [search, setSearch] = useState('');
  const [addressesOf, setAddressesOf] = useState<User | null>(null);
  const [updateUserStatus] = useUpdateUserStatusMutation();
  const statusChange = useStatusChange<User>({
    statusOf: (user) => user.status,
    save: (user, status) => updateUserStatus({ id: user.id, status }).unwrap(),
    ...USER_STATUS_MESSAGES,
  });

  // A failed list is only logged.
  useEffect(() => {
    if (isError) console.error('Failed to fetch users');
  }, [isError]);

  return (
    <AdminLayout title="Users">
      <TableToolbar>
        <TextField label="Search Users" type="search" value={search} onValue={setSearch} />
      </TableToolbar>
      {statusChange.message && <Notice $tone={statusChange.message.tone}>{statusChange.message.text}</Notice>}
      {isLoading ? (
        <Spinner label="Loading users" />
      ) : (
        <UsersTable
          users={searchUsers(users, search)}
          onChangeStatus={statusChange.ask}
          onViewAddresses={setAddressesOf}
        />
      )}
      <StatusChangeDialog change={statusChange} subjectOf={userName} />
      {addressesOf && <UserAddressesDialog user={addressesOf} onClose={() => setAddressesOf(null)} />}
    </AdminLayout>
  );
}
