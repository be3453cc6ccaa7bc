import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, useLocation } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import { orderPaymentRequested, type OrderPaymentRequest } from 'shared/store/ui-slice';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import PaymentRetry from '../../exposes/payment-retry.tsx';
import { recordPaymentOrders, servePaymentOptions } from '../../testing/checkout-handlers.ts';

const signedPayment = { razorpay_order_id: 'order_test_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig_1' };

const pendingOrder: OrderPaymentRequest = {
  orderId: 42,
  amount: 798.5,
  email: 'asha@example.in',
  contact: '+919876543210',
};

function serveVerify(status: 'success' | 'failed') {
  const verified: unknown[] = [];
  mswServer.use(
    http.post('*/api/payment/sandbox/pay', () => HttpResponse.json({ status: true, ...signedPayment })),
    http.post('*/api/payment/verify', async ({ request }) => {
      verified.push(await request.json());
      return HttpResponse.json({ status, message: status });
    }),
  );
  return verified;
}

/** The widget as the shell mounts it, here on an order's page; then the page asks to pay `order`. */
async function askToPay(order: OrderPaymentRequest = pendingOrder) {
  servePaymentOptions();
  const { store } = renderWithStore(<PaymentRetry />, {
    route: '/healthy-grains/e-commerce/orders_detail/42',
    path: '/healthy-grains/e-commerce/orders_detail/:o_id',
    preloadedState: { auth: { token: 't-1', adminToken: null, user: null, isSignedIn: true } },
    otherRoutes: <Route path="/healthy-grains/e-commerce/orders" element={<h1>Orders list</h1>} />,
  });
  await act(async () => {
    store.dispatch(orderPaymentRequested(order));
  });
  return store;
}

test('a total that is not above 0 reads "Invalid data." and asks for no payment', async () => {
  const paymentOrders = recordPaymentOrders();
  await askToPay({ ...pendingOrder, amount: 0 });
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data.');
  expect(paymentOrders).toEqual([]);
});

test('asks for the total in paise, opens the window, verifies, says "✅ Payment Verified!", then the orders list', async () => {
  const paymentOrders = recordPaymentOrders();
  const verified = serveVerify('success');
  const store = await askToPay();
  expect(store.getState().ui.orderPayment).toBeNull();
  const window = await screen.findByRole('dialog', { name: 'Healthy Grains' });
  expect(within(window).getByText('₹798.50')).toBeInTheDocument();
  await userEvent.click(within(window).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('status')).toHaveTextContent('✅ Payment Verified!');
  const { receipt } = paymentOrders[0] as unknown as { receipt: number };
  expect(paymentOrders).toEqual([{ id: 42, amount: 79850, currency: 'INR', receipt }]);
  expect(verified).toEqual([{ id: 42, ...signedPayment }]);
  expect(screen.queryByRole('heading', { name: 'Orders list' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
});

test('a payment the server does not verify reads "⚠️ Payment Verification Failed"', async () => {
  recordPaymentOrders();
  serveVerify('failed');
  await askToPay();
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ Payment Verification Failed');
});

test('a payment order the server refuses reads "Something went wrong."', async () => {
  mswServer.use(
    http.post('*/api/payment/create-order', () =>
      HttpResponse.json({ status: false, message: 'This order cannot be paid.' }, { status: 409 }),
    ),
  );
  await askToPay();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('closing the window goes to the orders list', async () => {
  recordPaymentOrders();
  await askToPay();
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
});

function CurrentPage() {
  return <p>At {useLocation().pathname}</p>;
}

test('mounted on every page as the shell has it, it takes the shopper to the orders once per verified payment', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  recordPaymentOrders();
  serveVerify('success');
  servePaymentOptions();
  const { store } = renderWithStore(
    <>
      <PaymentRetry />
      <CurrentPage />
      <Link to={paths.orderDetail(7)}>Order 7</Link>
    </>,
    {
      route: paths.orderDetail(42),
      preloadedState: { auth: { token: 't-1', adminToken: null, user: null, isSignedIn: true } },
    },
  );
  const payAndWaitForOrders = async () => {
    await act(async () => {
      store.dispatch(orderPaymentRequested(pendingOrder));
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Payment Verified!');
    expect(await screen.findByText(`At ${paths.orders}`)).toBeInTheDocument();
  };

  await payAndWaitForOrders();
  await user.click(screen.getByRole('link', { name: 'Order 7' }));
  // well past the second the verified payment waited before it went to the orders
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  expect(screen.getByText(`At ${paths.orderDetail(7)}`)).toBeInTheDocument();

  await payAndWaitForOrders();
});
