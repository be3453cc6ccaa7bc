import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Notice } from 'shared/ui/alert.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';
import { useGetOrdersQuery } from './api.ts';
import { searchOrders } from './order-search.ts';
import { OrdersTable } from './orders-table.tsx';
import { useCancelOrder } from './use-cancel-order.ts';

const Search = styled.div`
  max-width: 20rem;
`;

/** `orders`: the signed-in shopper's orders, newest first, searchable and paged; a user-type order can be cancelled. */
export function OrdersScreen() {
  usePageMeta('Orders');
  const { data: orders = [], isLoading, isError } = useGetOrdersQuery();
  const [search, setSearch] = useState('');
  const { cancel, cancelling, message } = useCancelOrder();

  // A failed list is only logged; the table reads "No orders found.".
  useEffect(() => {
    if (isError) console.error('Failed to fetch orders');
  }, [isError]);

  return (
    <AccountLayout title="Orders">
      <Search>
        <TextField label="Search Orders" type="search" value={search} onValue={setSearch} />
      </Search>
      {message && <Notice $tone={message.tone}>{message.text}</Notice>}
      {isLoading ? (
        <Spinner label="Loading orders" />
      ) : (
        <OrdersTable orders={searchOrders(orders, search)} onCancel={(id) => void cancel(id)} cancelling={cancelling} />
      )}
    </AccountLayout>
  );
}
