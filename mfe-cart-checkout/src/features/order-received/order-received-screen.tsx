import styled from 'styled-components';
import { Link, useParams } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { canPayOrder, ORDER_MESSAGES, ORDER_STATUS, type Order } from 'shared/contracts/orders';
import { formatRupees } from 'shared/format/rupees';
import { useAppSelector } from 'shared/store/hooks';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { Page } from 'shared/ui/page.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { useGetOrderReceivedQuery } from './api.ts';
import { OrderFacts } from './order-facts.tsx';
import { usePayOrder } from './use-pay-order.ts';

// break-word, not anywhere: a long e-mail address wraps, while the order number and the table's words stay whole
const Narrow = styled(Page)`
  max-width: 48rem;
  overflow-wrap: break-word;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1.5rem;
  margin: 1rem 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.highlight};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin: 1rem 0;
`;

const orderIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/** The order's number and total, the two things a shopper quotes or checks. */
const NumberAndTotal = ({ order }: { order: Order }) => (
  <Facts aria-label="Order">
    <dt>Order number</dt>
    <dd>{order.order_number}</dd>
    <dt>Total</dt>
    <dd>{formatRupees(order.final_total)}</dd>
  </Facts>
);

function Confirmation({ order }: { order: Order }) {
  const cancelled = order.order_status === ORDER_STATUS.cancelled;
  if (cancelled) {
    return (
      <>
        <h1>Order cancelled</h1>
        <NumberAndTotal order={order} />
        <p>This order was cancelled.</p>
      </>
    );
  }
  return (
    <>
      <h1>Thank you for your order</h1>
      <NumberAndTotal order={order} />
      <p>
        {order.payment_status === 'Pending' && order.payment_type === 'cod'
          ? `Please keep ${formatRupees(order.final_total)} ready: you pay on delivery.`
          : 'We have received your payment.'}{' '}
        A confirmation e-mail is on its way to <strong>{order.contact_email}</strong>.
      </p>
    </>
  );
}

interface AwaitingPaymentProps {
  order: Order;
  signedIn: boolean;
  pay: () => void;
  paying: boolean;
}

function AwaitingPayment({ order, signedIn, pay, paying }: AwaitingPaymentProps) {
  return (
    <>
      <h1>Your order is waiting for payment</h1>
      <NumberAndTotal order={order} />
      <Actions>
        <Button type="button" disabled={paying} onClick={pay}>
          Pay {formatRupees(order.final_total)}
        </Button>
      </Actions>
      <p>
        We keep your order and ship it once it is paid.{' '}
        {signedIn
          ? 'It waits in your orders, where you can pay for it later.'
          : `You can pay later on this page, and we will e-mail ${order.contact_email} a link back to it.`}
      </p>
    </>
  );
}

/**
 * `order-received/{id}`: the order the shopper's session just placed. Paid or on delivery, its confirmation;
 * online and still pending, its number, total and a Pay button that opens the payment window again. Another
 * shopper's order reads as a missing one.
 */
export function OrderReceivedScreen() {
  const orderId = orderIdOf(useParams().id);
  const signedIn = useAppSelector((state) => state.auth.isSignedIn);
  const { data: order, isLoading, isError } = useGetOrderReceivedQuery(orderId ?? 0, { skip: orderId === null });
  // here, not in the pending view: its "Payment Verified!" stays above the confirmation the page turns into
  const { pay, paying, message, paymentWindow } = usePayOrder(order);
  usePageMeta(order ? `Order ${order.order_number}` : 'Order');

  if (orderId !== null && isLoading) return <Spinner label="Loading the order" />;
  return (
    <Narrow>
      {message && <Notice $tone={message.tone}>{message.text}</Notice>}
      {!order || orderId === null || isError ? (
        <>
          <h1>Order</h1>
          <Notice>{ORDER_MESSAGES.notFound}</Notice>
        </>
      ) : canPayOrder(order) ? (
        <AwaitingPayment order={order} signedIn={signedIn} pay={() => void pay()} paying={paying} />
      ) : (
        <Confirmation order={order} />
      )}
      {order && !isError && <OrderFacts order={order} />}
      <Actions>
        <Link to={paths.products}>Continue shopping</Link>
        {signedIn && <Link to={paths.orders}>Your orders</Link>}
      </Actions>
      {paymentWindow}
    </Narrow>
  );
}
