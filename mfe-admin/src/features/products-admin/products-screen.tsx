import { useEffect } from 'react';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { PRODUCT_MESSAGES, type ProductRecord } from 'shared/contracts/products-admin';
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
import { useGetProductRecordsQuery, useUpdateProductStatusMutation } from './api.ts';
import { ProductsTable } from './products-table.tsx';

/**
 * `products`: every product, active or not, searched by name, stock or status and paged on the server; "+ New",
 * Edit and Change Status.
 */
export function ProductsScreen() {
  usePageMeta('Manage Products');
  const { search, setSearch, query, paging } = useServerPaging();
  const { data, isLoading, isError } = useGetProductRecordsQuery(query);
  const [updateStatus] = useUpdateProductStatusMutation();
  const status = useStatusChange<ProductRecord>({
    statusOf: (product) => product.product_status,
    save: (product, product_status) => updateStatus({ id: product.id, product_status }).unwrap(),
    failed: PRODUCT_MESSAGES.statusFailed,
    unreachable: PRODUCT_MESSAGES.statusError,
  });
  const savedMessage = useSavedNotice();

  // A failed list is only logged; the table reads "No products found.".
  useEffect(() => {
    if (isError) console.error(PRODUCT_MESSAGES.listFailed);
  }, [isError]);

  return (
    <AdminLayout title="Manage Products">
      <TableToolbar>
        <TextField label="Search Products..." type="search" value={search} onValue={setSearch} />
        <ButtonLink as={Link} to={paths.adminProductCreate}>
          + New
        </ButtonLink>
      </TableToolbar>
      {savedMessage && <Notice $tone={savedMessage.tone}>{savedMessage.text}</Notice>}
      {status.message && <Notice $tone={status.message.tone}>{status.message.text}</Notice>}
      {isLoading ? (
        <Spinner label="Loading products" />
      ) : (
        <ProductsTable products={data?.data ?? []} paging={paging(data?.total ?? 0)} onChangeStatus={status.ask} />
      )}
      <StatusChangeDialog change={status} subjectOf={(product) => product.name} />
    </AdminLayout>
  );
}
