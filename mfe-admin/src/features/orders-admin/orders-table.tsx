import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import type { OrderRecordSummary } from 'shared/contracts/orders';
import { formatDate } from 'shared/format/dates';
import { formatRupees } from 'shared/format/rupees';
import type { PagedRows } from 'shared/ui/use-paged-rows';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import { TestPaymentBadge } from './test-payment-badge.tsx';

const columns = ['Order', 'Date', 'Customer', 'Total', 'Payment', 'Status', 'Action'] as const;

/** Every order, newest first, a page at a time as the server sends it; View opens one. */
export function OrdersTable({ orders, paging }: { orders: readonly OrderRecordSummary[]; paging: PagedRows }) {
  return (
    <PagedTable
      label="Orders table"
      columns={columns}
      rows={orders}
      serverPaging={paging}
      emptyText="No orders found."
      rowKey={(order) => order.id}
      cells={(order) => (
        <>
          <td>{order.order_number}</td>
          <td>{formatDate(order.created_at)}</td>
          <td>
            {order.contact_name}
            <br />
            {order.contact_email}
          </td>
          <td>{formatRupees(order.final_total)}</td>
          <td>
            {order.payment_status}
            {order.payment_type === 'cod' && ' (cash on delivery)'}
            {order.test_payment && <TestPaymentBadge />}
          </td>
          <td>{order.order_status}</td>
          <BackOfficeRowActions>
            <Link to={paths.adminOrderDetail(order.id)} aria-label={`View order ${order.order_number}`}>
              View
            </Link>
          </BackOfficeRowActions>
        </>
      )}
    />
  );
}
