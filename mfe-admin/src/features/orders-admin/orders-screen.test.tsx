import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderRecordSummary } from 'shared/contracts/orders';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok } from 'shared/testing/answer';
import { anOrderSummary } from 'shared/testing/order-builders';
import OrdersPage from '../../exposes/orders-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { serveCall } from 'shared/testing/serve-call';
import { lastQuery, queryOf } from '../../testing/call-queries.ts';
import { columnHeaders, pagingShown, rowCells } from '../../testing/table-queries.ts';

/** Answers every list call with `orders` as the page and `total` as the count over every page. */
const serveOrders = (orders: OrderRecordSummary[], total = orders.length) =>
  serveCall('get', 'orders/getOrderRecords', ok({ status: true, data: orders, total, page: 1, per_page: 10 }));

const openOrders = () =>
  renderWithStore(<OrdersPage />, {
    route: '/healthy-grains/e-commerce/manage-orders',
    preloadedState: signedInAdmin(),
  });

test('lists the orders the server sends under Order, Date, Customer, Total, Payment, Status, Action', async () => {
  const calls = serveOrders([
    anOrderSummary({ id: 43, order_number: 'HG-000043', payment_type: 'cod', payment_status: 'Pending' }),
    anOrderSummary({ order_status: 'Shipped' }),
  ]);
  openOrders();
  expect(await screen.findByRole('cell', { name: 'HG-000043' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Order', 'Date', 'Customer', 'Total', 'Payment', 'Status', 'Action']);
  expect(rowCells(0)).toEqual([
    'HG-000043',
    '14 Mar 2026',
    'Asha Raoasha@example.in',
    '₹798.50',
    'Pending (cash on delivery)',
    'Placed',
    'View',
  ]);
  expect(rowCells(1)[5]).toBe('Shipped');
  expect(screen.getByRole('link', { name: 'View order HG-000042' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/manage-orders/42',
  );
  expect(calls.map(({ authorization }) => authorization)).toEqual(['Bearer token-1']);
  expect(lastQuery(calls)).toEqual({ search: '', payment_status: '', order_status: '', page: '1', per_page: '10' });
});

test('an order paid through the payment sandbox is marked "Test payment" in its Payment cell; others are not', async () => {
  serveOrders([
    anOrderSummary({ id: 43, order_number: 'HG-000043', test_payment: true }),
    anOrderSummary({ payment_type: 'cod', payment_status: 'Pending' }),
    anOrderSummary({ id: 41, order_number: 'HG-000041' }),
  ]);
  openOrders();
  await screen.findByRole('cell', { name: 'HG-000043' });
  expect(rowCells(0)[4]).toBe('PaidTest payment');
  expect(screen.getByText('Test payment')).toHaveAttribute(
    'title',
    'Paid through the payment sandbox: no money was taken.',
  );
  expect(rowCells(1)[4]).toBe('Pending (cash on delivery)');
  expect(rowCells(2)[4]).toBe('Paid');
});

test('the search and both filters go to the server, and each starts again from the first page', async () => {
  const calls = serveOrders([anOrderSummary()], 45);
  openOrders();
  await screen.findByRole('cell', { name: 'HG-000042' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery(calls).page).toBe('2'));

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Orders' }), ' asha@example.in ');
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'asha@example.in', page: '1' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'Paid');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order status' }), 'Shipped');
  await waitFor(() =>
    expect(lastQuery(calls)).toEqual({
      search: 'asha@example.in',
      payment_status: 'Paid',
      order_status: 'Shipped',
      page: '1',
      per_page: '10',
    }),
  );
  // the typed search is sent once the typing pauses, not key by key
  expect(calls.filter((call) => queryOf(call).search?.startsWith('asha@')).length).toBeLessThan(4);
});

test('pages on the server: "Rows per page:" 10 to 30, and the count over every page', async () => {
  const calls = serveOrders([anOrderSummary()], 45);
  openOrders();
  await screen.findByRole('cell', { name: 'HG-000042' });
  expect(pagingShown()).toEqual({
    rows: 1,
    pageSize: '10',
    pageSizes: ['10', '15', '20', '25', '30'],
    range: '1–10 of 45',
  });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '1', per_page: '25' }));
});

test('without orders the table reads "No orders found."; a failed list is only logged', async () => {
  serveCall('get', 'orders/getOrderRecords', { status: 500 });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  openOrders();
  expect(await screen.findByRole('cell', { name: 'No orders found.' })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Failed to fetch orders');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
