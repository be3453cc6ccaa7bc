import { useState } from 'react';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { canCancelOrder, canPayOrder, ORDER_STATUS, type Order } from 'shared/contracts/orders';
import { formatDate } from 'shared/format/dates';
import { formatRupees } from 'shared/format/rupees';
import { useAppDispatch } from 'shared/store/hooks';
import { orderPaymentRequested } from 'shared/store/ui-slice';
import { RowActions } from 'shared/ui/row-actions.tsx';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

interface OrdersTableProps {
  orders: readonly Order[];
  onCancel: (orderId: number) => void;
  cancelling: boolean;
}

const columns = ['Order', 'Date', 'Payment Status', 'Total', 'Action'] as const;

/** Order, Date, Payment Status, Total, Action; 10 rows a page. */
export function OrdersTable({ orders, onCancel, cancelling }: OrdersTableProps) {
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const dispatch = useAppDispatch();
  // The cart remote's payment window answers (mounted by the shell): remotes meet only through the store.
  const pay = (order: Order) =>
    dispatch(
      orderPaymentRequested({
        orderId: order.id,
        amount: order.final_total,
        email: order.contact_email,
        contact: order.contact_mobile ?? '',
      }),
    );

  return (
    <>
      <PagedTable
        label="Orders table"
        columns={columns}
        rows={orders}
        emptyText="No orders found."
        rowKey={(order) => order.id}
        cells={(order) => (
          <>
            <td>{order.order_number}</td>
            <td>{formatDate(order.created_at)}</td>
            <td>{order.payment_status}</td>
            <td>{formatRupees(order.final_total)}</td>
            <RowActions>
              <Link to={paths.orderDetail(order.id)} aria-label={`View order ${order.order_number}`}>
                View
              </Link>
              {canPayOrder(order) && (
                <button type="button" aria-label={`Pay order ${order.order_number}`} onClick={() => pay(order)}>
                  Pay
                </button>
              )}
              {canCancelOrder(order) && (
                <button
                  type="button"
                  disabled={cancelling}
                  aria-label={`Cancel order ${order.order_number}`}
                  onClick={() => setToCancel(order)}
                >
                  Cancel
                </button>
              )}
              {order.order_status !== ORDER_STATUS.placed && <span>{order.order_status}</span>}
            </RowActions>
          </>
        )}
      />
      {toCancel && (
        <CancelOrderDialog
          order={toCancel}
          onClose={() => setToCancel(null)}
          onConfirm={() => {
            onCancel(toCancel.id);
            setToCancel(null);
          }}
        />
      )}
    </>
  );
}
