import { useEffect } from 'react';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { COMBO_MESSAGES, type ComboRecord } from 'shared/contracts/product-combos-admin';
import { Notice } from 'shared/ui/alert.tsx';
import { ButtonLink } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { StatusChangeDialog } from '../../ui/status-change-dialog.tsx';
import { TableToolbar } from '../../ui/table-toolbar.tsx';
import { useSavedNotice } from '../../ui/use-saved-notice.ts';
import { useServerPaging } from '../../ui/use-server-paging.ts';
import { useStatusChange } from '../../ui/use-status-change.ts';
import { useGetProductComboRecordsQuery, useUpdateComboStatusMutation } from './api.ts';
import { CombosTable } from './combos-table.tsx';

const title = 'Manage Product Combos';

/**
 * `product_combos`: every combo, active or not, searched by name or price and paged on the server; "+ New" and
 * Change Status.
 */
export function CombosScreen() {
  usePageMeta(title);
  const { search, setSearch, query, paging } = useServerPaging();
  const { data, isLoading, isError } = useGetProductComboRecordsQuery(query);
  const [updateStatus] = useUpdateComboStatusMutation();
  const status = useStatusChange<ComboRecord>({
    statusOf: (combo) => combo.status,
    save: (combo, nextStatus) => updateStatus({ id: combo.id, status: nextStatus }).unwrap(),
    logFailureAs: COMBO_MESSAGES.statusFailed,
  });
  const savedMessage = useSavedNotice();

  // A failed list is only logged; the table reads "No products found.".
  useEffect(() => {
    if (isError) console.error(COMBO_MESSAGES.listFailed);
  }, [isError]);

  return (
    <AdminLayout title={title}>
      <TableToolbar>
        <TextField label="Search Combos..." type="search" value={search} onValue={setSearch} />
        <ButtonLink as={Link} to={paths.adminComboCreate}>
          + New
        </ButtonLink>
      </TableToolbar>
      {savedMessage && <Notice $tone={savedMessage.tone}>{savedMessage.text}</Notice>}
      {isLoading ? (
        <Spinner label="Loading product combos" />
      ) : (
        <CombosTable combos={data?.data ?? []} paging={paging(data?.total ?? 0)} onChangeStatus={status.ask} />
      )}
      <StatusChangeDialog change={status} subjectOf={(combo) => combo.name} />
    </AdminLayout>
  );
}
