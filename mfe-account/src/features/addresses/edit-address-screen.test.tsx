import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import type { User } from 'shared/contracts/account';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import EditAddressPage from '../../exposes/edit-address-page.tsx';
import { aCustomer, savedBillingAddress, signedInAs } from '../../testing/account-builders.ts';
import { serveGeo } from 'shared/testing/geo-handlers';
import { ok, refused } from 'shared/testing/answer';
import { serveCall, serveHeldCall } from 'shared/testing/serve-call';

function openEditAddress(type: string, user: User = aCustomer()) {
  serveGeo();
  return renderWithStore(<EditAddressPage />, {
    route: `/healthy-grains/e-commerce/editAddress/${type}`,
    path: '/healthy-grains/e-commerce/editAddress/:type',
    preloadedState: signedInAs(user),
    otherRoutes: <Route path="/healthy-grains/e-commerce/address" element={<h1>Addresses list</h1>} />,
  });
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const select = (label: string) => screen.getByRole('combobox', { name: label });

async function fillShipping(user: UserEvent = userEvent.setup()) {
  await user.type(field('First Name'), 'Ravi');
  await user.type(field('Last Name'), 'Kumar');
  await user.type(field('Address'), '7 Temple Street');
  await user.selectOptions(select('Country'), 'India');
  await screen.findByRole('option', { name: 'Karnataka' });
  await user.selectOptions(select('State'), 'Karnataka');
  await user.type(field('City'), 'Mysuru');
  await user.type(field('Pincode'), '570001');
}

test('an unknown type goes to the address screen', () => {
  openEditAddress('office');
  expect(screen.getByRole('heading', { name: 'Addresses list' })).toBeInTheDocument();
});

test('the billing form is prefilled from the stored address', async () => {
  openEditAddress('billing', aCustomer({ billing_address: savedBillingAddress }));
  expect(screen.getByRole('heading', { level: 1, name: 'Billing address' })).toBeInTheDocument();
  expect(field('First Name')).toHaveValue('Asha');
  expect(field('Address')).toHaveValue('12 Lake Road');
  expect(await screen.findByRole('option', { name: 'India', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Karnataka', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save billing address' })).toBeInTheDocument();
});

test('a new address starts at "-- Select Country --"', async () => {
  openEditAddress('shipping');
  expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '-- Select Country --', selected: true })).toBeInTheDocument();
  expect(select('Country')).toHaveValue('');
});

test('changing the country clears the state', async () => {
  const user = userEvent.setup();
  openEditAddress('billing', aCustomer({ billing_address: savedBillingAddress }));
  await screen.findByRole('option', { name: 'India', selected: true });
  await user.selectOptions(select('Country'), 'Nepal');
  expect(select('State')).toHaveValue('');
  expect(await screen.findByRole('option', { name: 'Bagmati' })).toBeInTheDocument();
});

test.each([
  ['First Name', 'First name is required.'],
  ['Last Name', 'Last name is required.'],
  ['Address', 'Address is required.'],
  ['City', 'City is required.'],
  ['Pincode', 'Pincode is required.'],
])('without %s the form reads "%s" and sends nothing', async (label, message) => {
  const calls = serveCall('post', 'user/update', { status: 500 });
  const user = userEvent.setup();
  openEditAddress('shipping');
  await fillShipping(user);
  await user.clear(field(label));
  await user.click(screen.getByRole('button', { name: 'Save shipping address' }));
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(calls).toEqual([]);
});

test.each([
  ['Pincode', '57000', 'Pincode must be 6 digits.'],
  ['Pincode', '57000a', 'Pincode must be 6 digits.'],
  ['Contact No.', '98450-12345', 'Contact No. must be at most 15 digits.'],
])('%s "%s", which the checkout would refuse, reads "%s" and sends nothing', async (label, typed, message) => {
  const calls = serveCall('post', 'user/update', { status: 500 });
  const user = userEvent.setup();
  openEditAddress('shipping');
  await fillShipping(user);
  await user.clear(field(label));
  await user.type(field(label), typed);
  await user.click(screen.getByRole('button', { name: 'Save shipping address' }));
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(calls).toEqual([]);
});

test("a corrected address sent again takes the last attempt's message down while it is saved", async () => {
  const { calls, release } = serveHeldCall('post', 'user/update');
  const user = userEvent.setup();
  openEditAddress('shipping');
  await fillShipping(user);
  await user.type(field('Pincode'), '{Backspace}');
  await user.click(screen.getByRole('button', { name: 'Save shipping address' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Pincode must be 6 digits.');
  await user.type(field('Pincode'), '1');
  await user.click(screen.getByRole('button', { name: 'Save shipping address' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  release(refused(400, 'Something went wrong while updating address.'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while updating address.');
});

test('without a country or state the form reads "Country is required." and then "State is required."', async () => {
  const user = userEvent.setup();
  openEditAddress('shipping');
  await user.type(field('First Name'), 'Ravi');
  await user.type(field('Last Name'), 'Kumar');
  await user.type(field('Address'), '7 Temple Street');
  await user.click(screen.getByRole('button', { name: 'Save shipping address' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Country is required.');
  await user.selectOptions(select('Country'), 'India');
  await user.click(screen.getByRole('button', { name: 'Save shipping address' }));
  expect(screen.getByRole('alert')).toHaveTextContent('State is required.');
});

test('saves the address as JSON text, keeps the updated user, says so and goes to the address screen', async () => {
  const updated = aCustomer({ shipping_address: '{"shipping_first_name":"Ravi"}' });
  const calls = serveCall(
    'post',
    'user/update',
    ok({ status: true, success: true, message: 'Shipping address updated!', data: updated }),
  );
  const { store } = openEditAddress('shipping');
  await fillShipping();
  await userEvent.click(screen.getByRole('button', { name: 'Save shipping address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Shipping address updated!');
  const body = calls[0]?.body as { id: number; shipping_address: string };
  expect(body.id).toBe(7);
  expect(JSON.parse(body.shipping_address)).toEqual({
    shipping_first_name: 'Ravi',
    shipping_last_name: 'Kumar',
    shipping_address: '7 Temple Street',
    shipping_city: 'Mysuru',
    shipping_state: 'Karnataka',
    shipping_country: 101,
    shipping_country_id: 101,
    shipping_country_name: 'India',
    shipping_pincode: '570001',
    shipping_contact_no: '',
  });
  expect(store.getState().auth.user?.shipping_address).toBe(updated.shipping_address);
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
    shipping_address: updated.shipping_address,
  });
  expect(store.getState().auth.token).toBe('token-1');
  expect(await screen.findByRole('heading', { name: 'Addresses list' })).toBeInTheDocument();
});

test.each([
  [
    "the server's message",
    { status: 400, body: { status: false, message: 'Pincode is required.' } },
    'Pincode is required.',
  ],
  [
    '"Something went wrong while updating address." without one',
    'unreachable',
    'Something went wrong while updating address.',
  ],
] as const)('a failed save shows %s, and the banner clears after 5 s', async (_, answer, message) => {
  serveCall('post', 'user/update', answer);
  openEditAddress('shipping');
  await fillShipping();
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
