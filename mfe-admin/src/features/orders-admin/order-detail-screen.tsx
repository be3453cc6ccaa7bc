import { Link, useParams } from 'shared/routing';
import styled from 'styled-components';
import { paths } from 'shared/config/routes';
import { ORDER_MESSAGES } from 'shared/contracts/orders';
import { Alert, Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { OrderItemsTable } from 'shared/ui/order-items-table.tsx';
import { OrderTotals } from 'shared/ui/order-totals.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { ConfirmStatusChange } from '../../ui/status-change-dialog.tsx';
import { useGetOrderRecordQuery } from './api.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderParties } from './order-parties.tsx';
import { ORDER_STEP_TEXTS, stepsOpenTo } from './order-steps.ts';
import { PaymentHistoryTable } from './payment-history-table.tsx';
import { useOrderStep } from './use-order-step.ts';

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
`;

const Part = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.15rem;
  }
`;

const orderIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/** `manage-orders/{o_id}`: one order in full, and the fulfilment steps it can take now. */
export function OrderDetailScreen() {
  const orderId = orderIdOf(useParams().o_id);
  const { data: order, isLoading, isError } = useGetOrderRecordQuery(orderId ?? 0, { skip: orderId === null });
  const step = useOrderStep(orderId ?? 0);
  const title = order ? `Order ${order.order_number}` : 'Order';
  usePageMeta(title);

  if (isLoading) return <Spinner label="Loading the order" />;
  if (!order || orderId === null || isError) {
    return (
      <AdminLayout title={title}>
        <Alert>{ORDER_MESSAGES.notFound}</Alert>
        <Link to={paths.adminOrders}>Back to orders</Link>
      </AdminLayout>
    );
  }

  return (
    <AdminLayout title={title}>
      {step.message && <Notice $tone={step.message.tone}>{step.message.text}</Notice>}
      <OrderFacts order={order} />
      <Steps>
        {stepsOpenTo(order).map((next) => (
          <Button key={next} type="button" $variant="outline" disabled={step.busy} onClick={() => step.ask(next)}>
            {ORDER_STEP_TEXTS[next].button}
          </Button>
        ))}
      </Steps>
      <OrderParties order={order} />
      <Part aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <OrderItemsTable items={order.items} />
        <OrderTotals order={order} />
      </Part>
      <Part aria-labelledby="order-payments">
        <h2 id="order-payments">Payment history</h2>
        <PaymentHistoryTable events={order.payment_events} />
      </Part>
      <p>
        <Link to={paths.adminOrders}>Back to orders</Link>
      </p>
      {step.asked && (
        <ConfirmStatusChange
          question={ORDER_STEP_TEXTS[step.asked].question(order.order_number)}
          busy={step.busy}
          onConfirm={step.confirm}
          onClose={step.dismiss}
        />
      )}
    </AdminLayout>
  );
}
