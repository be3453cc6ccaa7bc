import { useId, useState } from 'react';
import { formatRupees } from 'shared/format/rupees';
import { Alert } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import styled from 'styled-components';
import { useSandboxPayMutation } from '../features/payment/api.ts';
import { DEFAULT_PAYMENT_DESCRIPTION, type PaymentWindowOptions } from './payment-window.ts';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-bottom: 0.75rem;
  border-bottom: 4px solid #3399cc;
  h2 {
    margin: 0;
  }
`;

const Amount = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
`;

const FAILED = 'Payment failed. Try again or close this window.';

/**
 * The sandbox provider's window: our own dialog standing in for the card
 * provider's, so the whole flow runs with no account. Pay asks the server to
 * capture and sign the payment; Fail shows what a declined card would.
 */
type SandboxPaymentWindowProps = Pick<
  PaymentWindowOptions,
  'order_id' | 'amount' | 'shopName' | 'description' | 'onSuccess' | 'onDismiss'
>;

export function SandboxPaymentWindow({
  order_id,
  amount,
  shopName,
  description = DEFAULT_PAYMENT_DESCRIPTION,
  onSuccess,
  onDismiss,
}: SandboxPaymentWindowProps) {
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const [sandboxPay, { isLoading }] = useSandboxPayMutation();

  const pay = async () => {
    setFailed(false);
    try {
      onSuccess(await sandboxPay({ order_id }).unwrap());
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onDismiss}>
      <Header>
        <h2 id={titleId}>{shopName}</h2>
        <Button type="button" $variant="outline" onClick={onDismiss}>
          Close
        </Button>
      </Header>
      <Note>{description} (sandbox: no money is taken)</Note>
      <Amount>{formatRupees(amount / 100)}</Amount>
      {failed && <Alert>{FAILED}</Alert>}
      <Actions>
        <Button type="button" onClick={() => void pay()} disabled={isLoading} aria-busy={isLoading}>
          Pay
        </Button>
        <Button type="button" $variant="outline" onClick={() => setFailed(true)} disabled={isLoading}>
          Fail
        </Button>
      </Actions>
    </Modal>
  );
}
