import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { orderPaymentFinished, orderPaymentRequested } from 'shared/store/ui-slice';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { OrderPaymentWidget } from './order-payment-widget.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../remotes/remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

const load = jest.mocked(loadRemote);

test('loads nothing until a page asks to pay an order, then keeps the payment window once the request is taken', async () => {
  load.mockResolvedValue({ default: () => <p>payment window</p> });
  const { store } = renderWithStore(<OrderPaymentWidget />);
  expect(load).not.toHaveBeenCalled();
  act(() => {
    store.dispatch(orderPaymentRequested({ orderId: 42, amount: 798.5, email: 'asha@example.in', contact: '' }));
  });
  expect(await screen.findByText('payment window')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_cart_checkout/PaymentRetry');
  act(() => {
    store.dispatch(orderPaymentFinished());
  });
  expect(screen.getByText('payment window')).toBeInTheDocument();
});
