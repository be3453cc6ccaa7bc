import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared/contracts/account';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, refused, type Answer } from 'shared/testing/answer';
import { aUser } from 'shared/testing/user-builders';
import UsersPage from '../../exposes/users-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { pathOf, serveCall } from 'shared/testing/serve-call';
import { bodyRows, columnCells, columnHeaders, pagingShown, rowCells } from '../../testing/table-queries.ts';
import { someUsers, withAddresses } from '../../testing/user-builders.ts';

const serveUsers = (users: User[]) => serveCall('get', 'users/getUserRecords', ok({ status: true, data: users }));

const serveStatus = (answer: Answer) => serveCall('post', 'user/update', answer);

const openUsers = () =>
  renderWithStore(<UsersPage />, { route: '/healthy-grains/e-commerce/users', preloadedState: signedInAdmin() });

const emails = () => columnCells(1);
const search = () => screen.getByRole('searchbox', { name: 'Search Users' });

test('titled "Users", it lists every user under User Name, Email, Status and Action', async () => {
  const calls = serveUsers([
    aUser(),
    aUser({ id: 6, first_name: 'Ravi', last_name: '', email: 'ravi@example.in', status: 0 }),
  ]);
  openUsers();
  expect(await screen.findByRole('cell', { name: 'asha@example.in' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['User Name', 'Email', 'Status', 'Action']);
  expect(rowCells(0)).toEqual(['Asha Rao', 'asha@example.in', 'Active', 'Change StatusView Addresses']);
  expect(rowCells(1)).toEqual(['Ravi', 'ravi@example.in', 'Inactive', 'Change StatusView Addresses']);
  expect(calls.map((call) => [pathOf(call), call.authorization])).toEqual([
    ['/api/users/getUserRecords', 'Bearer token-1'],
  ]);
  expect(document.title).toBe('Users | Healthy Grains');
});

test('a list that fails to load is only logged', async () => {
  serveCall('get', 'users/getUserRecords', { status: 500 });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  openUsers();
  expect(await screen.findByRole('cell', { name: 'No users found.' })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Failed to fetch users');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('"Search Users" keeps the users whose name, e-mail or status match', async () => {
  serveUsers([
    aUser(),
    aUser({ id: 6, first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.in' }),
    aUser({ id: 5, first_name: 'Lakshmi', last_name: 'N', email: 'lakshmi@mail.in', status: 0 }),
  ]);
  openUsers();
  await screen.findByRole('cell', { name: 'asha@example.in' });
  const searchFor = async (text: string) => {
    await userEvent.clear(search());
    await userEvent.paste(text);
    return emails();
  };
  expect(await searchFor('ravi kumar')).toEqual(['ravi@example.in']);
  expect(await searchFor('MAIL.IN')).toEqual(['lakshmi@mail.in']);
  expect(await searchFor('inactive')).toEqual(['lakshmi@mail.in']);
  await searchFor('nobody');
  expect(bodyRows().map((row) => row.textContent)).toEqual(['No users found.']);
});

describe('paging', () => {
  test('10 rows a page, with "Rows per page:" offering 10, 15, 20, 25 and 30', async () => {
    serveUsers(someUsers(12));
    openUsers();
    await screen.findByRole('cell', { name: 'user12@example.in' });
    expect(pagingShown()).toEqual({
      rows: 10,
      pageSize: '10',
      pageSizes: ['10', '15', '20', '25', '30'],
      range: '1–10 of 12',
    });
  });

  test('the next page shows the rest, and a bigger page size shows them all', async () => {
    serveUsers(someUsers(12));
    openUsers();
    await screen.findByRole('cell', { name: 'user12@example.in' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(emails()).toEqual(['user2@example.in', 'user1@example.in']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '15');
    expect(bodyRows()).toHaveLength(12);
  });
});

describe('Change Status', () => {
  test('asks "Confirm Status Change"; Yes sends { id, status: 0 }, closes the dialog and the row updates', async () => {
    serveUsers([aUser()]);
    const statusCalls = serveStatus(
      ok({ status: true, success: true, message: 'Account updated successfully!', data: aUser({ status: 0 }) }),
    );
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of asha@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
    expect(dialog).toHaveTextContent('Are you sure you want to make Asha Rao Inactive?');
    serveUsers([aUser({ status: 0 })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(bodyRows()[0]!).findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls.map((call) => [pathOf(call), call.body])).toEqual([['/api/user/update', { id: 7, status: 0 }]]);
  });

  test('an inactive user is asked to become Active, and sends status 1', async () => {
    serveUsers([aUser({ status: 0 })]);
    const statusCalls = serveStatus(
      ok({ status: true, success: true, message: 'Account updated successfully!', data: aUser({ status: 1 }) }),
    );
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of asha@example.in' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('make Asha Rao Active?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(statusCalls.map(({ body }) => body)).toEqual([{ id: 7, status: 1 }]);
  });

  test('No closes the dialog and changes nothing', async () => {
    serveUsers([aUser()]);
    const statusCalls = serveStatus(
      ok({ status: true, success: true, message: 'Account updated successfully!', data: aUser({ status: 0 }) }),
    );
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of asha@example.in' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls).toEqual([]);
  });

  test.each([
    ["the server's message", refused(409, 'An admin cannot deactivate their own account.'), 'An admin cannot'],
    ['"Failed to update status." without one', { status: 500 }, 'Failed to update status.'],
    ['"Something went wrong, Try again!" with no answer', 'unreachable', 'Something went wrong, Try again!'],
  ] as const)('a failed change shows %s', async (_, answer, message) => {
    serveUsers([aUser()]);
    serveStatus(answer);
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of asha@example.in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('View Addresses', () => {
  test("shows the user's billing and shipping addresses", async () => {
    serveUsers([aUser(withAddresses())]);
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'View Addresses of asha@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Addresses of Asha Rao' });
    const billing = within(dialog).getByRole('heading', { name: 'Billing address' }).parentElement!;
    expect(billing).toHaveTextContent('Asha Rao12 Lake RoadBengaluru 560034Karnataka, India+919876543210');
    const shipping = within(dialog).getByRole('heading', { name: 'Shipping address' }).parentElement!;
    expect(shipping).toHaveTextContent('Asha Rao7 Temple StreetMysuru 570001Karnataka, India+919876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('an address not saved (or not readable) reads "No address saved."', async () => {
    serveUsers([aUser({ billing_address: null, shipping_address: 'not json' })]);
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'View Addresses of asha@example.in' }));
    expect(within(screen.getByRole('dialog')).getAllByText('No address saved.')).toHaveLength(2);
  });
});
