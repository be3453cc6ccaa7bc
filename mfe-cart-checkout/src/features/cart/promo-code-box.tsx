import { useId, useState, type SubmitEvent } from 'react';
import { PROMO_CODE_MAX_LENGTH } from 'shared/contracts/cart';
import { Alert } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import styled from 'styled-components';
import { failureMessage } from 'shared/api/server-errors';
import { useApplyCouponMutation } from './api.ts';
import { CART_ALERT_MS, CART_MESSAGES } from './cart-messages.ts';

const Form = styled.form`
  margin-top: 1rem;
  label {
    display: block;
    margin-bottom: 0.3rem;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
    padding: 0.55rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    text-transform: uppercase;
  }
`;

/** The server's message, else "Invalid coupon code."; no answer at all is unexpected. */
const couponFailure = (error: unknown) => failureMessage(error, CART_MESSAGES.couponRejected, CART_MESSAGES.unexpected);

/** The promo-code box: at most 8 characters, upper-cased as typed, and Apply. */
export function PromoCodeBox() {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, showMessage, clearMessage] = useFleetingMessage(CART_ALERT_MS);
  const [applyCoupon, { isLoading }] = useApplyCouponMutation();

  const apply = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearMessage();
    if (code.trim() === '') {
      showMessage(CART_MESSAGES.emptyPromoCode);
      return;
    }
    try {
      const answer = await applyCoupon({ coupon_code: code.trim() }).unwrap();
      showMessage(answer.message, 'success');
    } catch (error) {
      showMessage(couponFailure(error));
    }
  };

  return (
    <Form onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={id}>Promo code</label>
      <Row>
        <input
          id={id}
          type="text"
          autoComplete="off"
          maxLength={PROMO_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, PROMO_CODE_MAX_LENGTH))}
        />
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          Apply
        </Button>
      </Row>
      {message && <Alert $tone={message.tone}>{message.text}</Alert>}
    </Form>
  );
}
