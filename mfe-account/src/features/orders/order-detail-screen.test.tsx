import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import type { Order } from 'shared/contracts/orders';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { notTheApi, ok } from 'shared/testing/answer';
import OrderDetailPage from '../../exposes/order-detail-page.tsx';
import { signedInAs } from '../../testing/account-builders.ts';
import { anOrder } from 'shared/testing/order-builders';
import { serveCall } from 'shared/testing/serve-call';

const serveOrder = (order: Order) => serveCall('get', `orders/${order.id}`, ok({ status: true, data: order }));

const openOrder = (id: number | string = 42) =>
  renderWithStore(<OrderDetailPage />, {
    route: `/healthy-grains/e-commerce/orders_detail/${id}`,
    path: '/healthy-grains/e-commerce/orders_detail/:o_id',
    preloadedState: signedInAs(),
    otherRoutes: <Route path="/healthy-grains/e-commerce/orders" element={<h1>Orders list</h1>} />,
  });

/** "term: value" for each pair of a description list. */
const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

test('shows the contact, the shipping address, and the order number, date, payment status and amount', async () => {
  serveOrder(anOrder());
  openOrder();
  expect(await screen.findByRole('heading', { level: 1, name: 'Order HG-000042' })).toBeInTheDocument();
  expect(document.title).toBe('Order HG-000042 | Healthy Grains');
  expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  expect(document.querySelector('address')?.textContent).toBe(
    '7 Temple StreetMysuru, KarnatakaIndia 570001asha@example.in+919876543210',
  );
  expect(pairs(screen.getByLabelText('Order'))).toEqual([
    'Order Number: HG-000042',
    'Date: 14 Mar 2026',
    'Payment Status: Paid',
    'Order Status: Placed',
    'Amount: ₹798.50',
  ]);
});

test('lists the items as Product, Rate, Quantity and Amount, then the totals with the coupon', async () => {
  serveOrder(anOrder());
  openOrder();
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['ProductRateQuantityAmount', 'Multigrain Flour 1 Kg₹320.502₹641.00', 'Chilla Mix 500 Gm₹199.501₹199.50']);
  expect(pairs(screen.getByLabelText('Totals'))).toEqual([
    'Subtotal: ₹840.50',
    'Coupon (MILLET05): −₹42.00',
    'Total: ₹798.50',
  ]);
});

test('an order without items reads "No items found."', async () => {
  serveOrder(anOrder({ items: [] }));
  openOrder();
  expect(await screen.findByRole('cell', { name: 'No items found.' })).toBeInTheDocument();
});

test.each([
  ['cash on delivery with a charge', { payment_type: 'cod', shipping_charge: 50 }, true],
  ['cash on delivery without one', { payment_type: 'cod', shipping_charge: 0 }, false],
  ['online payment', { payment_type: 'online', shipping_charge: 50 }, false],
] as const)('the shipping charge shows only for %s above 0', async (_, order, shown) => {
  serveOrder(anOrder({ ...order, coupon: null }));
  openOrder();
  await screen.findByLabelText('Totals');
  const lines = pairs(screen.getByLabelText('Totals'));
  expect(lines.includes('Shipping Charge: ₹50.00')).toBe(shown);
  expect(lines.some((line) => line.startsWith('Coupon'))).toBe(false);
});

test('order notes show in the footer when there are any', async () => {
  serveOrder(anOrder({ order_notes: 'Leave it with the neighbour.' }));
  openOrder();
  expect(await screen.findByText('Notes: Leave it with the neighbour.')).toBeInTheDocument();
});

test('a cancelled order shows the badge "Order Cancelled" and no cancel button', async () => {
  serveOrder(anOrder({ order_status: 'Cancelled' }));
  openOrder();
  expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
});

test('cancelling asks first, says "Order has been canceled." and shows the order afresh', async () => {
  serveOrder(anOrder());
  const cancels = serveCall(
    'get',
    'orders/cancel/:id',
    ok({ status: true, success: true, message: 'Order has been canceled.' }),
  );
  openOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  serveOrder(anOrder({ order_status: 'Cancelled' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Order has been canceled.');
  expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
  expect(cancels).toHaveLength(1);
});

test.each([
  [
    'a missing order (404)',
    () => serveCall('get', 'orders/42', { status: 404, body: { status: false, message: 'Order not found.' } }),
  ],
  ['no answer', () => serveCall('get', 'orders/42', 'unreachable')],
  [
    "an empty answer (another server's, never ours)",
    () => serveCall('get', 'orders/42', notTheApi(200, { status: true, data: null })),
  ],
])('%s sends the shopper back to the orders list', async (_, serve) => {
  serve();
  openOrder();
  expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
});

test('an id that is not a number goes back to the orders list without asking the server', () => {
  openOrder('abc');
  expect(screen.getByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
});
