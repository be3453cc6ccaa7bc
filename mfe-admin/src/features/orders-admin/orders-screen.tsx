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
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { TableToolbar } from '../../ui/table-toolbar.tsx';
import { useServerPaging } from '../../ui/use-server-paging.ts';
import { useGetOrderRecordsQuery } from './api.ts';
import { OrdersTable } from './orders-table.tsx';

const title = 'Orders';

/**
 * `manage-orders`: every order, newest first, searched by
 * order number, e-mail or name and filtered by payment and order status, all on the server, a page at a time.
 */
export function OrdersScreen() {
  usePageMeta(title);
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus | ''>('');
  const [orderStatus, setOrderStatus] = useState<OrderStatus | ''>('');
  const { search, setSearch, query, paging } = useServerPaging([paymentStatus, orderStatus]);
  const { data, isLoading, isError } = useGetOrderRecordsQuery({
    ...query,
    payment_status: paymentStatus,
    order_status: orderStatus,
  });

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
        <OrdersTable orders={data?.data ?? []} paging={paging(data?.total ?? 0)} />
      )}
    </AdminLayout>
  );
}
