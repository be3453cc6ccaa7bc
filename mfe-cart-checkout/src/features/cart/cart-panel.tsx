import { useId } from 'react';
import { useNavigate } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { isAboveOrderMaximum, ORDER_MAXIMUM_MESSAGES } from 'shared/contracts/order-maximum';
import { Alert } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import styled from 'styled-components';
import { useCart } from './api.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CART_ALERT_MS, CART_MESSAGES } from './cart-messages.ts';
import { CartTotals } from '../../ui/cart-totals.tsx';
import { PromoCodeBox } from './promo-code-box.tsx';
import { useAutoApplyCoupon } from './use-auto-apply-coupon.ts';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
  }
`;

const CloseButton = styled.button`
  width: 2.5rem;
  height: 2.5rem;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.highlight};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
`;

// The list has a maximum height of 75vh.
const Lines = styled.ul`
  max-height: 75vh;
  overflow-y: auto;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const CheckoutButton = styled(Button)`
  width: 100%;
`;

/** "Your Cart": the lines, the promo box, the totals and Checkout, reloaded each time it opens. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data: cart, isFetching, isError } = useCart();
  const [message, showMessage] = useFleetingMessage(CART_ALERT_MS);
  useAutoApplyCoupon(isError ? null : cart, isFetching);
  // A failed load empties the list.
  const lines = isError || !cart ? [] : cart.lines;

  const checkout = () => {
    onClose();
    navigate(paths.checkout);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} placement="left" closeOnBackdrop>
      <Header>
        <h2 id={titleId}>Your Cart</h2>
        <CloseButton type="button" aria-label="Close cart" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Header>
      <Body>
        {isFetching && <Note role="status">Loading</Note>}
        {message && <Alert $tone={message.tone}>{message.text}</Alert>}
        {cart === null && !isError ? (
          <Alert>{CART_MESSAGES.malformed}</Alert>
        ) : lines.length > 0 ? (
          <Lines>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} onUpdateFailed={() => showMessage(CART_MESSAGES.updateFailed)} />
            ))}
          </Lines>
        ) : (
          !isFetching && <Note>{CART_MESSAGES.empty}</Note>
        )}
        {cart && !isError && lines.length > 0 && (
          <>
            <PromoCodeBox />
            <CartTotals cart={cart} />
            {isAboveOrderMaximum(cart.subtotal) && <Alert>{ORDER_MAXIMUM_MESSAGES.orderAbove}</Alert>}
            <CheckoutButton type="button" onClick={checkout} disabled={isAboveOrderMaximum(cart.subtotal)}>
              Checkout
            </CheckoutButton>
          </>
        )}
      </Body>
    </Modal>
  );
}
