import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from 'shared/contracts/orders';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, type Answer } from 'shared/testing/answer';
import OrdersPage from '../../exposes/orders-page.tsx';
import { signedInAs } from '../../testing/account-builders.ts';
import { anOrder, someOrders } from 'shared/testing/order-builders';
import { serveCall } from 'shared/testing/serve-call';

const serveOrders = (orders: Order[]) => serveCall('get', 'orders', ok({ status: true, data: orders }));

const serveCancel = (answer: Answer = ok({ status: true, success: true, message: 'Order has been canceled.' })) =>
  serveCall('get', 'orders/cancel/:id', answer);

const openOrders = () =>
  renderWithStore(<OrdersPage />, { route: '/healthy-grains/e-commerce/orders', preloadedState: signedInAs() });

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const orderNumbers = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const rowOf = (orderNumber: string) => screen.getByRole('cell', { name: orderNumber }).closest('tr')!;

test('lists the orders under Order, Date, Payment Status, Total and Action, with the bearer token', async () => {
  const calls = serveOrders([anOrder()]);
  openOrders();
  expect(await screen.findByRole('cell', { name: 'HG-000042' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Order',
    'Date',
    'Payment Status',
    'Total',
    'Action',
  ]);
  const cells = within(bodyRows()[0]!).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['HG-000042', '14 Mar 2026', 'Paid', '₹798.50', 'ViewCancel']);
  expect(within(bodyRows()[0]!).getByRole('link', { name: 'View order HG-000042' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/orders_detail/42',
  );
  expect(calls.map(({ authorization }) => authorization)).toEqual(['Bearer token-1']);
  expect(document.title).toBe('Orders | Healthy Grains');
});

test('without orders the table reads "No orders found."', async () => {
  serveOrders([]);
  openOrders();
  expect(await screen.findByRole('cell', { name: 'No orders found.' })).toBeInTheDocument();
});

test('a list that fails to load is only logged, and the table reads "No orders found."', async () => {
  serveCall('get', 'orders', { status: 500 });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  openOrders();
  expect(await screen.findByRole('cell', { name: 'No orders found.' })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Failed to fetch orders');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('"Search Orders" keeps the rows whose number, date, status or total match', async () => {
  serveOrders([
    anOrder({ id: 2, order_number: 'HG-000002', payment_status: 'Pending' }),
    anOrder({ id: 1, order_number: 'HG-000001' }),
  ]);
  openOrders();
  await screen.findByRole('cell', { name: 'HG-000002' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Orders' }), 'pend');
  expect(orderNumbers()).toEqual(['HG-000002']);
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search Orders' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Orders' }), 'nothing like it');
  expect(orderNumbers()).toEqual(['No orders found.']);
});

describe('paging', () => {
  test('10 rows a page, with "Rows per page:" offering 10, 15, 20, 25 and 30', async () => {
    serveOrders(someOrders(23));
    openOrders();
    await screen.findByRole('cell', { name: 'HG-000023' });
    expect(bodyRows()).toHaveLength(10);
    const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(rowsPerPage).toHaveValue('10');
    expect(
      within(rowsPerPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '15', '20', '25', '30']);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  test('the next pages show the following rows, and a bigger page size shows more', async () => {
    serveOrders(someOrders(23));
    openOrders();
    await screen.findByRole('cell', { name: 'HG-000023' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(orderNumbers()).toEqual(['HG-000003', 'HG-000002', 'HG-000001']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getByText('1–23 of 23')).toBeInTheDocument();
  });
});

describe('cancelling', () => {
  test('only a user-type order still Placed offers Cancel; one past Placed says its status', async () => {
    serveOrders([
      anOrder({ id: 4, order_number: 'HG-000004', order_status: 'Shipped' }),
      anOrder({ id: 3, order_number: 'HG-000003' }),
      anOrder({ id: 2, order_number: 'HG-000002', type: 'guest' }),
      anOrder({ id: 1, order_number: 'HG-000001', order_status: 'Cancelled' }),
    ]);
    openOrders();
    await screen.findByRole('cell', { name: 'HG-000003' });
    expect(
      screen.getAllByRole('button', { name: /^Cancel order/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Cancel order HG-000003']);
    expect(rowOf('HG-000004')).toHaveTextContent('Shipped');
    expect(rowOf('HG-000001')).toHaveTextContent('Cancelled');
  });

  test('asks first, then cancels, says "Order has been canceled." and reloads the list', async () => {
    serveOrders([anOrder()]);
    const cancelCalls = serveCancel();
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order HG-000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order HG-000042?' });
    const reloads = serveOrders([anOrder({ order_status: 'Cancelled' })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order has been canceled.');
    expect(cancelCalls.map(({ url }) => new URL(url).pathname)).toEqual(['/api/orders/cancel/42']);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order HG-000042' })).not.toBeInTheDocument();
    expect(reloads).toHaveLength(1);
  });

  test('"No" cancels nothing', async () => {
    serveOrders([anOrder()]);
    const cancelCalls = serveCancel();
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order HG-000042' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelCalls).toEqual([]);
  });

  test.each([
    [
      "the server's message",
      { status: 409, body: { status: false, message: 'This order can no longer be cancelled.' } },
      'This order can no longer be cancelled.',
    ],
    ['"Failed to cancel the order." without one', { status: 500 }, 'Failed to cancel the order.'],
    [
      '"Something went wrong. Please try again." with no answer',
      'unreachable',
      'Something went wrong. Please try again.',
    ],
  ] as const)('a failed cancel shows %s', async (_, answer, message) => {
    serveOrders([anOrder()]);
    serveCancel(answer);
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order HG-000042' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('paying again', () => {
  test('a pending online order that is not cancelled offers Pay, a claimed guest order too', async () => {
    serveOrders([
      anOrder({ id: 5, order_number: 'HG-000005', payment_status: 'Pending' }),
      anOrder({ id: 4, order_number: 'HG-000004', payment_status: 'Pending', type: 'guest' }),
      anOrder({ id: 3, order_number: 'HG-000003' }),
      anOrder({ id: 2, order_number: 'HG-000002', payment_status: 'Pending', payment_type: 'cod' }),
      anOrder({ id: 1, order_number: 'HG-000001', payment_status: 'Pending', order_status: 'Cancelled' }),
    ]);
    openOrders();
    await screen.findByRole('cell', { name: 'HG-000005' });
    expect(
      screen.getAllByRole('button', { name: /^Pay order/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pay order HG-000005', 'Pay order HG-000004']);
  });

  test("Pay asks the cart's payment window, through the store, to pay the order's total", async () => {
    serveOrders([anOrder({ payment_status: 'Pending', contact_mobile: null })]);
    const { store } = openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay order HG-000042' }));
    expect(store.getState().ui.orderPayment).toEqual({
      orderId: 42,
      amount: 798.5,
      email: 'asha@example.in',
      contact: '',
    });
  });
});
