import { useState } from 'react';
import { Link, Navigate, useParams } from 'shared/routing';
import styled from 'styled-components';
import { paths } from 'shared/config/routes';
import { canCancelOrder, ORDER_STATUS } from 'shared/contracts/orders';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';
import { useGetOrderQuery } from './api.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderItemsTable } from 'shared/ui/order-items-table.tsx';
import { OrderSummary } from './order-summary.tsx';
import { OrderTotals } from 'shared/ui/order-totals.tsx';
import { useCancelOrder } from './use-cancel-order.ts';

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 1rem;
  padding: 0.3rem 0.8rem;
  border-radius: 999px;
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: space-between;
  align-items: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 1rem;
`;

const orderIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/** `orders_detail/{o_id}`: one order in full; a failed or empty load goes back to the orders list. */
export function OrderDetailScreen() {
  const orderId = orderIdOf(useParams().o_id);
  const { data: order, isLoading, isError } = useGetOrderQuery(orderId ?? 0, { skip: orderId === null });
  const { cancel, cancelling, message } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  usePageMeta(order ? `Order ${order.order_number}` : 'Order');

  if (orderId === null || isError || (!isLoading && !order)) return <Navigate to={paths.orders} replace />;
  if (!order) return <Spinner label="Loading the order" />;

  const cancelled = order.order_status === ORDER_STATUS.cancelled;
  return (
    <AccountLayout title={`Order ${order.order_number}`}>
      {cancelled && <Badge>Order Cancelled</Badge>}
      {message && <Notice $tone={message.tone}>{message.text}</Notice>}
      <OrderSummary order={order} />
      <OrderItemsTable items={order.items} />
      <OrderTotals order={order} />
      <Footer>
        {order.order_notes ? <p>Notes: {order.order_notes}</p> : <span />}
        <span>
          <Link to={paths.orders}>Back to orders</Link>{' '}
          {canCancelOrder(order) && (
            <Button type="button" $variant="outline" disabled={cancelling} onClick={() => setConfirming(true)}>
              Cancel Order
            </Button>
          )}
        </span>
      </Footer>
      {confirming && (
        <CancelOrderDialog
          order={order}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void cancel(order.id);
          }}
        />
      )}
    </AccountLayout>
  );
}
