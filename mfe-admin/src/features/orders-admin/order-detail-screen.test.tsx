import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import type { OrderRecord } from 'shared/contracts/orders';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, refused, type Answer } from 'shared/testing/answer';
import { anOrderRecord } from 'shared/testing/order-builders';
import OrderDetailPage from '../../exposes/order-detail-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { pathOf, serveCall } from 'shared/testing/serve-call';

const serveOrder = (order: OrderRecord) =>
  serveCall('get', `orders/getOrderRecord/${order.id}`, ok({ status: true, data: order }));

const serveStep = (answer: Answer) => serveCall('post', 'orders/updateStatus', answer);

const openOrder = (id: number | string = 42) =>
  renderWithStore(<OrderDetailPage />, {
    route: paths.adminOrderDetail(id),
    path: paths.adminOrderDetail(':o_id'),
    preloadedState: signedInAdmin(),
    otherRoutes: <Route path={paths.adminOrders} element={<p>Orders list</p>} />,
  });

test('an order paid through Razorpay, or on delivery, carries no test-payment mark', async () => {
  serveOrder(anOrderRecord({ payment_provider: 'razorpay', test_payment: false }));
  openOrder();
  const facts = await screen.findByLabelText('Order status');
  expect(facts).toHaveTextContent('PaymentOnline (razorpay)Placed');
  expect(screen.queryByText(/Test payment|sandbox/)).not.toBeInTheDocument();
});

const stepButtons = () =>
  screen.queryAllByRole('button', { name: /^(Mark as|Cancel Order)/ }).map((button) => button.textContent);

test('shows the order in full: statuses, contact, both addresses, notes, items, totals and payment history', async () => {
  serveOrder(anOrderRecord({ order_notes: 'Leave with the watchman.' }));
  openOrder();
  expect(await screen.findByRole('heading', { level: 1, name: 'Order HG-000042' })).toBeInTheDocument();
  const facts = screen.getByLabelText('Order status');
  expect(facts).toHaveTextContent('Order statusPlaced');
  expect(facts).toHaveTextContent('Payment statusPaid');
  expect(facts).toHaveTextContent('PaymentOnline (sandbox)Test payment');
  expect(facts).toHaveTextContent('Test paymentPaid through the payment sandbox: no money was taken.');
  expect(screen.getByRole('heading', { name: 'Contact' }).parentElement).toHaveTextContent(
    'Asha Raoasha@example.in+919876543210Signed-in customer',
  );
  expect(screen.getByRole('heading', { name: 'Shipping address' }).parentElement).toHaveTextContent('7 Temple Street');
  expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
  expect(screen.getByText('Leave with the watchman.')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Multigrain Flour 1 Kg' })).toBeInTheDocument();
  expect(screen.getByLabelText('Totals')).toHaveTextContent('Total₹798.50');
  const history = screen.getByRole('region', { name: 'Payment history table' });
  expect(within(history).getByRole('cell', { name: 'payment.captured' })).toBeInTheDocument();
  expect(within(history).getByRole('cell', { name: 'pay_sbx_42' })).toBeInTheDocument();
  expect(document.title).toBe('Order HG-000042 | Healthy Grains');
});

test.each<[string, Partial<OrderRecord>, string[]]>([
  ['a paid order still Placed ships or is cancelled', {}, ['Mark as Shipped', 'Cancel Order']],
  ['an unpaid online order can only be cancelled', { payment_status: 'Pending', paid_at: null }, ['Cancel Order']],
  [
    'a cash-on-delivery order ships unpaid',
    { payment_status: 'Pending', payment_type: 'cod' },
    ['Mark as Shipped', 'Cancel Order'],
  ],
  ['a shipped order is delivered', { order_status: 'Shipped' }, ['Mark as Delivered']],
  ['a delivered order takes no step', { order_status: 'Delivered' }, []],
  ['a cancelled order still Paid is refunded by cancelling it again', { order_status: 'Cancelled' }, ['Cancel Order']],
  ['a refunded order takes no step', { order_status: 'Cancelled', payment_status: 'Refunded' }, []],
])('%s', async (_case, order, buttons) => {
  serveOrder(anOrderRecord(order));
  openOrder();
  await screen.findByRole('heading', { level: 1, name: 'Order HG-000042' });
  expect(stepButtons()).toEqual(buttons);
});

test("Mark as Shipped asks first; Yes sends the step, says the server's message and shows the order afresh", async () => {
  serveOrder(anOrderRecord());
  const shipped = anOrderRecord({ order_status: 'Shipped', shipped_at: '2026-03-15T09:00:00.000Z' });
  const calls = serveStep(ok({ status: true, success: true, message: 'Order status updated.', data: shipped }));
  openOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
  expect(dialog).toHaveTextContent('Mark order HG-000042 as Shipped? The customer is mailed that it has shipped.');
  serveOrder(shipped);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Order status updated.');
  expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
  expect(stepButtons()).toEqual(['Mark as Delivered']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.map((call) => [pathOf(call), call.body, call.authorization])).toEqual([
    ['/api/orders/updateStatus', { id: 42, order_status: 'Shipped' }, 'Bearer token-1'],
  ]);
});

test('No sends nothing', async () => {
  serveOrder(anOrderRecord());
  const calls = serveStep(
    ok({
      status: true,
      success: true,
      message: 'Order status updated.',
      data: anOrderRecord({ order_status: 'Cancelled' }),
    }),
  );
  openOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
  expect(dialog).toHaveTextContent('Cancel order HG-000042? A paid order is refunded through the payment provider.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test.each([
  ['a refused step says why', refused(409, 'This order has already shipped.'), 'This order has already shipped.'],
  [
    'a failed refund says so',
    refused(502, 'The payment provider could not refund this order.'),
    'The payment provider could not refund this order.',
  ],
  ['no answer', 'unreachable' as const, 'Something went wrong. Please try again.'],
])('%s as an alert', async (_case, answer, message) => {
  serveOrder(anOrderRecord());
  serveStep(answer);
  openOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('an order that cannot be loaded says "Order not found." with the way back', async () => {
  serveCall('get', 'orders/getOrderRecord/77', refused(404, 'Order not found.'));
  openOrder(77);
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  await userEvent.click(screen.getByRole('link', { name: 'Back to orders' }));
  expect(screen.getByText('Orders list')).toBeInTheDocument();
});

test('an id that is not a number is not asked for', async () => {
  const calls = serveCall('get', 'orders/getOrderRecord/*', ok({ status: true, data: anOrderRecord() }));
  openOrder('abc');
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  expect(calls).toEqual([]);
});
