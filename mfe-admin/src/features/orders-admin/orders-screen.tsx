import { useEffect, useState } from 'react';
import {
  FULFILMENT_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from 'shared/contracts/orders';
import { SelectField, TextField } from 'shared/ui/form-field.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { PAGE_SIZES } from 'shared/ui/use-paged-rows';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { TableToolbar } from '../../ui/table-toolbar.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useGetOrderRecordsQuery } from './api.ts';
import { OrdersTable } from './orders-table.tsx';

/** The search goes to the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

const title = 'Orders';

/**
 * `manage-orders`: every order, newest first, searched by
 * order number, e-mail or name and filtered by payment and order status, all on the server, a page at a time.
 */
export function OrdersScreen() {
  usePageMeta(title);
  const [search, setSearch] = useState('');
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus | ''>('');
  const [orderStatus, setOrderStatus] = useState<OrderStatus | ''>('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const sentSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  // the page chosen belongs to one search and filter: another one starts again from its first page
  const filters = [sentSearch, paymentStatus, orderStatus, pageSize].join('\n');
  const [chosenPage, setChosenPage] = useState({ filters, page: 0 });
  const page = chosenPage.filters === filters ? chosenPage.page : 0;
  const setPage = (next: number) => setChosenPage({ filters, page: next });
  const { data, isLoading, isError } = useGetOrderRecordsQuery({
    search: sentSearch,
    payment_status: paymentStatus,
    order_status: orderStatus,
    page: page + 1,
    per_page: pageSize,
  });
  const total = data?.total ?? 0;

  // A list that fails to load is only logged.
  useEffect(() => {
    if (isError) console.error(FULFILMENT_MESSAGES.listFailed);
  }, [isError]);

  return (
    <AdminLayout title={title}>
      <TableToolbar>
        <TextField label="Search Orders" type="search" value={search} onValue={setSearch} />
        <SelectField
          label="Payment status"
          value={paymentStatus}
          onValue={(value) => setPaymentStatus(value as PaymentStatus | '')}
        >
          <option value="">All</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
        <SelectField
          label="Order status"
          value={orderStatus}
          onValue={(value) => setOrderStatus(value as OrderStatus | '')}
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
      </TableToolbar>
      {isLoading ? (
        <Spinner label="Loading orders" />
      ) : (
        <OrdersTable
          orders={data?.data ?? []}
          paging={{
            page,
            pageSize,
            total,
            pageCount: Math.max(1, Math.ceil(total / pageSize)),
            setPage,
            choosePageSize: setPageSize,
          }}
        />
      )}
    </AdminLayout>
  );
}
