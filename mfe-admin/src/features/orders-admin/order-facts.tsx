import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderRecord } from 'shared/contracts/orders';
import { formatDateTime } from 'shared/format/dates';
import { TEST_PAYMENT_TEXTS, TestPaymentBadge } from './test-payment-badge.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0 0 1.25rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const when = (value: string | null) => (value ? formatDateTime(value) : null);

/** Where the order stands: its statuses, how it is paid, and when each step happened. */
export function OrderFacts({ order }: { order: OrderRecord }) {
  const facts: [string, ReactNode][] = [
    ['Order status', order.order_status],
    ['Payment status', order.payment_status],
    [
      'Payment',
      order.payment_type === 'cod' ? (
        'Cash on delivery'
      ) : (
        <>
          Online ({order.payment_provider ?? 'none'}){order.test_payment && <TestPaymentBadge />}
        </>
      ),
    ],
    [TEST_PAYMENT_TEXTS.badge, order.test_payment ? TEST_PAYMENT_TEXTS.meaning : null],
    ['Placed', when(order.created_at)],
    ['Paid', when(order.paid_at)],
    ['Shipped', when(order.shipped_at)],
    ['Delivered', when(order.delivered_at)],
    ['Cancelled', when(order.cancelled_at)],
    ['Refunded', when(order.refunded_at)],
  ];
  return (
    <Facts aria-label="Order status">
      {facts
        .filter(([, value]) => value !== null)
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </Facts>
  );
}
