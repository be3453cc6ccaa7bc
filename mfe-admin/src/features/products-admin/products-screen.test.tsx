import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductRecord } from 'shared/contracts/products-admin';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, refused, type Answer } from 'shared/testing/answer';
import ProductsPage from '../../exposes/products-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { aProductRecord, someProductRecords } from '../../testing/products-admin-builders.ts';
import { pathOf, serveCall } from 'shared/testing/serve-call';
import { lastQuery, queryOf } from '../../testing/call-queries.ts';

/** Answers every list call with `products` as the page and `total` as the count over every page. */
const serveProducts = (products: ProductRecord[], total = products.length) =>
  serveCall('get', 'products/getProductRecords', ok({ status: true, data: products, total, page: 1, per_page: 10 }));

const serveStatus = (
  answer: Answer = ok({
    status: true,
    success: true,
    message: 'Product status updated.',
    data: { id: 5, product_status: 0 },
  }),
) => serveCall('post', 'products/updateStatus', answer);

const openProducts = () =>
  renderWithStore(<ProductsPage />, {
    route: '/healthy-grains/e-commerce/products',
    preloadedState: signedInAdmin(),
  });

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const productNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

test('lists the products under Product Name, In Stock, Status and Action, with the bearer token', async () => {
  const calls = serveProducts([
    aProductRecord(),
    aProductRecord({ id: 4, name: 'Chilla Mix', in_stock: 0, product_status: 0 }),
  ]);
  openProducts();
  expect(await screen.findByRole('cell', { name: 'Multigrain Flour' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Product Name',
    'In Stock',
    'Status',
    'Action',
  ]);
  expect(
    bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Multigrain Flour', 'Yes', 'Active', 'EditChange Status'],
    ['Chilla Mix', 'No', 'Inactive', 'EditChange Status'],
  ]);
  expect(screen.getByRole('link', { name: 'Edit Multigrain Flour' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/product-update/5',
  );
  expect(screen.getByRole('link', { name: '+ New' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/product-create',
  );
  expect(calls.map(({ authorization }) => authorization)).toEqual(['Bearer token-1']);
  expect(document.title).toBe('Manage Products | Healthy Grains');
});

test('without products the table reads "No products found."', async () => {
  serveProducts([]);
  openProducts();
  expect(await screen.findByRole('cell', { name: 'No products found.' })).toBeInTheDocument();
});

test('a list that fails to load is only logged, and the table reads "No products found."', async () => {
  serveCall('get', 'products/getProductRecords', { status: 500 });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  openProducts();
  expect(await screen.findByRole('cell', { name: 'No products found.' })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Failed to fetch products');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('"Search Products..." goes to the server once the typing pauses, and starts again from the first page', async () => {
  const calls = serveProducts([aProductRecord()], 25);
  openProducts();
  await screen.findByRole('cell', { name: 'Multigrain Flour' });
  expect(lastQuery(calls)).toEqual({ search: '', page: '1', per_page: '10' });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '2' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search Products...' }), ' Upma Mix ');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ search: 'Upma Mix', page: '1', per_page: '10' }));
  // sent when the typing pauses, not key by key
  expect(calls.filter((call) => queryOf(call).search?.startsWith('Upma')).length).toBeLessThan(3);
});

test('pages on the server: 10 rows a page, "Rows per page:" and the count over every page', async () => {
  const products = someProductRecords(12);
  serveProducts(products.slice(0, 10), 12);
  openProducts();
  await screen.findByRole('cell', { name: 'Product 12' });
  expect(bodyRows()).toHaveLength(10);
  expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveValue('10');
  const calls = serveProducts(products.slice(10), 12);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(productNames()).toEqual(['Product 02', 'Product 01']));
  expect(lastQuery(calls)).toMatchObject({ page: '2', per_page: '10' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '1', per_page: '25' }));
});

describe('Change Status', () => {
  test('asks "Confirm Status Change"; Yes sends the flipped status and the list reads afresh', async () => {
    serveProducts([aProductRecord()]);
    const statusCalls = serveStatus();
    openProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Multigrain Flour' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
    expect(dialog).toHaveTextContent('Are you sure you want to make Multigrain Flour Inactive?');
    const reloads = serveProducts([aProductRecord({ product_status: 0 })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls.map((call) => [pathOf(call), call.body])).toEqual([
      ['/api/products/updateStatus', { id: 5, product_status: 0 }],
    ]);
    expect(reloads).toHaveLength(1);
  });

  test('an inactive product is offered Active', async () => {
    serveProducts([aProductRecord({ product_status: 0 })]);
    const statusCalls = serveStatus();
    openProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Multigrain Flour' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('make Multigrain Flour Active?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(statusCalls[0]?.body).toEqual({ id: 5, product_status: 1 });
  });

  test('"No" changes nothing', async () => {
    serveProducts([aProductRecord()]);
    const statusCalls = serveStatus();
    openProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Multigrain Flour' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls).toEqual([]);
  });

  test.each([
    ['"Failed to update status." when the server refuses', { status: 500 }, 'Failed to update status.'],
    ["the server's own message", refused(404, 'Product not found.'), 'Product not found.'],
    ['"Something went wrong, Try again!" with no answer', 'unreachable', 'Something went wrong, Try again!'],
  ] as const)('a failure says %s', async (_case, answer, message) => {
    serveProducts([aProductRecord()]);
    serveStatus(answer);
    openProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of Multigrain Flour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
