import styled from 'styled-components';

const Badge = styled.strong`
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  color: #fff;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.colors.accent};
`;

export const TEST_PAYMENT_TEXTS = {
  badge: 'Test payment',
  meaning: 'Paid through the payment sandbox: no money was taken.',
} as const;

/** Beside an order paid through the payment sandbox, which marks an order Paid without taking money. */
export function TestPaymentBadge() {
  return <Badge title={TEST_PAYMENT_TEXTS.meaning}>{TEST_PAYMENT_TEXTS.badge}</Badge>;
}
