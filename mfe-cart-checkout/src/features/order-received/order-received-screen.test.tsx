import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths } from 'shared/config/routes';
import type { Order } from 'shared/contracts/orders';
import { anOrder } from 'shared/testing/order-builders';
import { mswServer } from 'shared/testing/msw-server';
import OrderReceivedPage from '../../exposes/order-received-page.tsx';
import { recordPaymentOrders, servePaymentOptions } from '../../testing/checkout-handlers.ts';
import { renderWithSession } from '../../testing/render-with-session.tsx';

const signedPayment = { razorpay_order_id: 'order_test_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig_1' };

const pending = anOrder({ type: 'guest', payment_status: 'Pending' });

/** `GET api/order-received/{id}`: each answer in turn (the last one stays), recording the session each call sent. */
function serveOrder(...answers: (Order | 404)[]) {
  const sessions: (string | null)[] = [];
  mswServer.use(
    http.get('*/api/order-received/:id', ({ request }) => {
      sessions.push(request.headers.get('X-session-id'));
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer === 404
        ? HttpResponse.json({ status: false, message: 'Order not found.' }, { status: 404 })
        : HttpResponse.json({ status: true, data: answer });
    }),
  );
  return sessions;
}

function serveVerify(status: 'success' | 'failed') {
  mswServer.use(
    http.post('*/api/payment/sandbox/pay', () => HttpResponse.json({ status: true, ...signedPayment })),
    http.post('*/api/payment/verify', () =>
      HttpResponse.json({ status, message: status }, { status: status === 'success' ? 200 : 400 }),
    ),
  );
}

function openOrderPage(id: number | string = 42) {
  servePaymentOptions();
  return renderWithSession(<OrderReceivedPage />, {
    route: paths.orderReceived(id),
    path: paths.orderReceived(':id'),
  });
}

/** The number and total at the top of the page. */
const orderFacts = () => within(screen.getByLabelText('Order', { selector: 'dl' }));

test('a paid order reads as its confirmation: number, what was bought, where it goes, the mail on its way', async () => {
  const sessions = serveOrder(anOrder());
  openOrderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  expect(sessions).toEqual(['session-1']);
  expect(orderFacts().getByText('HG-000042')).toBeInTheDocument();
  expect(orderFacts().getByText('₹798.50')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Multigrain Flour 1 Kg' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Chilla Mix 500 Gm' })).toBeInTheDocument();
  expect(screen.getByText(/7 Temple Street/)).toBeInTheDocument();
  expect(screen.getByText(/A confirmation e-mail is on its way to/)).toHaveTextContent(
    'We have received your payment. A confirmation e-mail is on its way to asha@example.in.',
  );
  expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
});

test('an order on delivery is confirmed with the amount to keep ready', async () => {
  serveOrder(anOrder({ payment_type: 'cod', payment_status: 'Pending' }));
  openOrderPage();
  expect(await screen.findByText(/you pay on delivery/)).toHaveTextContent(
    'Please keep ₹798.50 ready: you pay on delivery. A confirmation e-mail is on its way to asha@example.in.',
  );
  expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
});

test('a pending online order shows its number, its total and Pay; paying turns the page into its confirmation', async () => {
  serveOrder(pending, anOrder({ type: 'guest' }));
  const paymentOrders = recordPaymentOrders();
  serveVerify('success');
  openOrderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your order is waiting for payment' })).toBeVisible();
  expect(orderFacts().getByText('HG-000042')).toBeInTheDocument();
  expect(screen.getByText(/we will e-mail asha@example.in a link back to it/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹798.50' }));
  const window = await screen.findByRole('dialog', { name: 'Healthy Grains' });
  expect(paymentOrders).toEqual([expect.objectContaining({ id: 42, amount: 79850, currency: 'INR' })]);
  await userEvent.click(within(window).getByRole('button', { name: 'Pay' }));

  expect(await screen.findByRole('status')).toHaveTextContent('✅ Payment Verified!');
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  expect(orderFacts().getByText('HG-000042')).toBeInTheDocument();
});

test('a closed window leaves the order waiting with Pay ready again; a refused payment says so', async () => {
  serveOrder(pending);
  recordPaymentOrders();
  serveVerify('failed');
  openOrderPage();
  const pay = await screen.findByRole('button', { name: 'Pay ₹798.50' });
  await userEvent.click(pay);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(pay).toBeEnabled();

  await userEvent.click(pay);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ Payment Verification Failed');
  expect(screen.getByRole('heading', { level: 1, name: 'Your order is waiting for payment' })).toBeInTheDocument();
});

test.each([
  ['an order of another shopper (404)', 42],
  ['an id that is not a number', 'abc'],
])('%s reads "Order not found."', async (_, id) => {
  serveOrder(404);
  openOrderPage(id);
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
});
