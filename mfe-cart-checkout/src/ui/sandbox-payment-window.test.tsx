import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithSession } from '../testing/render-with-session.tsx';
import { SandboxPaymentWindow } from './sandbox-payment-window.tsx';

const signedPayment = {
  razorpay_order_id: 'order_sbx_1',
  razorpay_payment_id: 'pay_sbx_1',
  razorpay_signature: 'c0ffee',
};

function openWindow() {
  const onSuccess = jest.fn();
  const onDismiss = jest.fn();
  renderWithSession(
    <SandboxPaymentWindow
      order_id="order_sbx_1"
      amount={79850}
      shopName="Healthy Grains"
      onSuccess={onSuccess}
      onDismiss={onDismiss}
    />,
  );
  return { onSuccess, onDismiss, window: screen.getByRole('dialog', { name: 'Healthy Grains' }) };
}

test('the window is a dialog named after the shop, showing the amount in rupees', () => {
  const { window } = openWindow();
  expect(window).toHaveAttribute('aria-modal', 'true');
  expect(within(window).getByText('₹798.50')).toBeInTheDocument();
  expect(window).toContainElement(document.activeElement as HTMLElement);
});

test('the window says what the payment is for: an order payment unless the caller names it', () => {
  const { window } = openWindow();
  expect(window).toHaveTextContent('Order payment (sandbox: no money is taken)');
  renderWithSession(
    <SandboxPaymentWindow
      order_id="order_sbx_2"
      amount={100}
      shopName="Retry"
      description="Retry Order Payment"
      onSuccess={jest.fn()}
      onDismiss={jest.fn()}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'Retry' })).toHaveTextContent(
    'Retry Order Payment (sandbox: no money is taken)',
  );
});

test('Pay asks the sandbox to capture the payment and hands its signed answer to onSuccess', async () => {
  const sent: unknown[] = [];
  mswServer.use(
    http.post('*/api/payment/sandbox/pay', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: true, ...signedPayment });
    }),
  );
  const { window, onSuccess, onDismiss } = openWindow();
  await userEvent.click(within(window).getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(signedPayment));
  expect(sent).toEqual([{ order_id: 'order_sbx_1' }]);
  expect(onDismiss).not.toHaveBeenCalled();
});

test('Fail shows "Payment failed. Try again or close this window." and the window stays open', async () => {
  const { window, onSuccess, onDismiss } = openWindow();
  await userEvent.click(within(window).getByRole('button', { name: 'Fail' }));
  expect(within(window).getByRole('alert')).toHaveTextContent('Payment failed. Try again or close this window.');
  expect(screen.getByRole('dialog', { name: 'Healthy Grains' })).toBeInTheDocument();
  expect(onSuccess).not.toHaveBeenCalled();
  expect(onDismiss).not.toHaveBeenCalled();
});

test('a Pay the sandbox refuses shows the same failure', async () => {
  mswServer.use(
    http.post('*/api/payment/sandbox/pay', () => HttpResponse.json({ status: false, message: 'No' }, { status: 400 })),
  );
  const { window, onSuccess } = openWindow();
  await userEvent.click(within(window).getByRole('button', { name: 'Pay' }));
  expect(await within(window).findByRole('alert')).toHaveTextContent('Payment failed. Try again or close this window.');
  expect(onSuccess).not.toHaveBeenCalled();
});

test('Close calls onDismiss', async () => {
  const { window, onDismiss } = openWindow();
  await userEvent.click(within(window).getByRole('button', { name: 'Close' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

test('Escape closes it as Close does', async () => {
  const { onDismiss } = openWindow();
  await userEvent.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
