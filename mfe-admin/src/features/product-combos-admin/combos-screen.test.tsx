import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComboRecord } from 'shared/contracts/product-combos-admin';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, refused, type Answer } from 'shared/testing/answer';
import CombosPage from '../../exposes/combos-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { aComboRecord, someComboRecords } from '../../testing/combo-builders.ts';
import { pathOf, serveCall } from 'shared/testing/serve-call';
import { lastQuery } from '../../testing/call-queries.ts';
import { bodyRows, columnCells, columnHeaders, pagingShown, rowCells } from '../../testing/table-queries.ts';

/** Answers every list call with `combos` as the page and `total` as the count over every page. */
const serveCombos = (combos: ComboRecord[], total = combos.length) =>
  serveCall(
    'get',
    'product-combos/getProductComboRecords',
    ok({ status: true, data: combos, total, page: 1, per_page: 10 }),
  );

const serveStatus = (
  answer: Answer = ok({ status: true, message: 'Combo status updated.', data: { id: 7, status: 0 } }),
) => serveCall('post', 'product-combos/updateStatus', answer);

const openCombos = () =>
  renderWithStore(<CombosPage />, {
    route: '/healthy-grains/e-commerce/product_combos',
    preloadedState: signedInAdmin(),
  });

test('lists the combos under Combo Name, Combo Price, Status and Action, at 40/20/20/20 per cent', async () => {
  const calls = serveCombos([
    aComboRecord(),
    aComboRecord({ id: 3, name: 'Millet Trio', combo_price: 650, status: 0 }),
  ]);
  const { container } = openCombos();
  expect(await screen.findByRole('cell', { name: 'Breakfast Duo' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Product Combos' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Combo Name', 'Combo Price', 'Status', 'Action']);
  expect([...container.querySelectorAll('col')].map((column) => column.style.width)).toEqual([
    '40%',
    '20%',
    '20%',
    '20%',
  ]);
  expect(rowCells(0)).toEqual(['Breakfast Duo', '₹418.50', 'Active', 'Change Status']);
  expect(rowCells(1)).toEqual(['Millet Trio', '₹650.00', 'Inactive', 'Change Status']);
  expect(screen.getByRole('link', { name: '+ New' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/product-combo-create',
  );
  expect(calls.map(({ authorization }) => authorization)).toEqual(['Bearer token-1']);
  expect(document.title).toBe('Manage Product Combos | Healthy Grains');
});

test('without combos the table reads "No products found."', async () => {
  serveCombos([]);
  openCombos();
  expect(await screen.findByRole('cell', { name: 'No products found.' })).toBeInTheDocument();
});

test('a list that fails to load is only logged', async () => {
  serveCall('get', 'product-combos/getProductComboRecords', { status: 500 });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  openCombos();
  expect(await screen.findByRole('cell', { name: 'No products found.' })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Failed to fetch combos');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('"Search Combos..." goes to the server once the typing pauses, and starts again from the first page', async () => {
  const calls = serveCombos([aComboRecord({ id: 1, name: 'Festive Box', combo_price: 1299 })], 25);
  openCombos();
  await screen.findByRole('cell', { name: 'Festive Box' });
  expect(lastQuery(calls)).toEqual({ search: '', page: '1', per_page: '10' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '2' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Combos...' }), '1,299');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ search: '1,299', page: '1', per_page: '10' }));
});

test('pages on the server: 10 rows a page, "Rows per page:" offering 10 to 30, the count over every page', async () => {
  const combos = someComboRecords(12);
  serveCombos(combos.slice(0, 10), 12);
  openCombos();
  await screen.findByRole('cell', { name: 'Combo 12' });
  expect(pagingShown()).toEqual({
    rows: 10,
    pageSize: '10',
    pageSizes: ['10', '15', '20', '25', '30'],
    range: '1–10 of 12',
  });
  const calls = serveCombos(combos.slice(10), 12);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(columnCells(0)).toEqual(['Combo 02', 'Combo 01']));
  expect(lastQuery(calls)).toMatchObject({ page: '2', per_page: '10' });
});

describe('Change Status', () => {
  test('asks "Confirm Status Change"; Yes sends the flipped status and the badge follows', async () => {
    serveCombos([aComboRecord()]);
    const statusCalls = serveStatus();
    openCombos();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Breakfast Duo' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
    expect(dialog).toHaveTextContent('Are you sure you want to make Breakfast Duo Inactive?');
    serveCombos([aComboRecord({ status: 0 })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls.map((call) => [pathOf(call), call.body])).toEqual([
      ['/api/product-combos/updateStatus', { id: 7, status: 0 }],
    ]);
  });

  test('No closes the dialog and sends nothing', async () => {
    serveCombos([aComboRecord({ status: 0 })]);
    const statusCalls = serveStatus();
    openCombos();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Breakfast Duo' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
    expect(dialog).toHaveTextContent('Are you sure you want to make Breakfast Duo Active?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls).toEqual([]);
  });

  test('a refused change is only logged: no banner, the badge stays', async () => {
    serveCombos([aComboRecord()]);
    serveStatus(refused(404, 'Combo not found.'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    openCombos();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Breakfast Duo' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to update combo status', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(rowCells(0)[2]).toBe('Active');
  });
});
