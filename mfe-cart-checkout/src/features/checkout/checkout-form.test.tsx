import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { refused } from 'shared/testing/answer';
import { serveHeldCall } from 'shared/testing/serve-call';
import { aCartAnswer, aComboLine, aProductLine } from '../../testing/cart-builders.ts';
import { aBillingAddress, aShippingAddress } from 'shared/testing/address-builders';
import { aPuneShippingAddress, signedInWith } from '../../testing/checkout-builders.ts';
import { recordCheckouts } from '../../testing/checkout-handlers.ts';
import { CHECKOUT_MESSAGE_MS, EMPTY_CART_DELAY_MS } from './checkout-messages.ts';
import {
  confirm,
  fillAddress,
  fillValidForm,
  openCheckout,
  section,
  validBilling,
} from '../../testing/checkout-page-driver.tsx';

test('the page is titled "Checkout", with one h1', async () => {
  await openCheckout();
  expect(document.title).toBe('Checkout | Healthy Grains');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the order summary shows the lines, subtotal, coupon and total, and no shipping line when it is free', async () => {
  await openCheckout({
    cart: aCartAnswer(
      [
        aProductLine({ product_name: 'Millet Upma Mix', weight_unit: '1 Kg', qty: 2, price: 399.25 }),
        aComboLine({ product_name: 'Breakfast Combo', qty: 1, price: 699 }),
      ],
      { code: 'WELCOME1', value: 100 },
    ),
  });
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect(await within(summary).findByText('Millet Upma Mix (1 Kg) × 2')).toBeInTheDocument();
  expect(within(summary).getByText('₹798.50')).toBeInTheDocument();
  expect(within(summary).getByText('Breakfast Combo × 1')).toBeInTheDocument();
  expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('₹1,497.50');
  expect(within(summary).getByText('Coupon (WELCOME1)').nextSibling).toHaveTextContent('−₹100.00');
  expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹1,397.50');
  expect(within(summary).queryByText('Shipping')).not.toBeInTheDocument();
});

test('a shipping charge shows as its own line', async () => {
  await openCheckout({
    cart: { ...aCartAnswer([aProductLine({ price: 100 })]), shipping_charge: 50, final_total: 150 },
  });
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect((await within(summary).findByText('Shipping')).nextSibling).toHaveTextContent('₹50.00');
});

describe("the checkout's rules, through the form", () => {
  test.each([
    ['asha@', 'Please enter a valid email address.'],
    ['asha example.in', 'Please enter a valid email address.'],
    ['', 'Please fill all required fields.'],
  ])('the e-mail "%s" reads "%s"', async (email, message) => {
    await openCheckout();
    await fillValidForm();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(field);
    if (email) await userEvent.type(field, email);
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test.each([
    ['First name', { 'First name': '' }],
    ['Last name', { 'Last name': '' }],
    ['Address', { Address: '' }],
    ['City', { City: '' }],
    ['State', { State: '' }],
    ['a PIN code of 5 digits', { 'PIN code': '56003' }],
    ['a PIN code with letters', { 'PIN code': '56OO34' }],
    ['a contact no. with letters', { 'Contact no.': '98765 43210' }],
  ])('a billing address without %s reads "Please fill all required fields."', async (_, change) => {
    const checkouts = recordCheckouts();
    await openCheckout();
    await fillValidForm();
    await fillAddress(section('Billing address'), change);
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields.');
    expect(checkouts).toEqual([]);
  });

  test('a contact no. is optional and may hold "+"', async () => {
    const checkouts = recordCheckouts();
    await openCheckout();
    await fillValidForm();
    await fillAddress(section('Billing address'), { 'Contact no.': '' });
    await confirm();
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(checkouts[0]!.body).toMatchObject({ contact_mobile: null, billing_address: { billing_contact_no: '' } });
  });

  test('a message clears after 3 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    await openCheckout();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields.');
    act(() => jest.advanceTimersByTime(CHECKOUT_MESSAGE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

test('India is listed first and chosen by default; its states are offered', async () => {
  await openCheckout();
  const billing = section('Billing address');
  const country = within(billing).getByRole('combobox', { name: 'Country' });
  await waitFor(() => expect(country).toHaveDisplayValue('India'));
  expect(
    within(country)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['India', 'Nepal']);
  const state = within(billing).getByRole('combobox', { name: 'State' });
  expect(await within(state).findByRole('option', { name: 'Karnataka' })).toBeInTheDocument();
});

test("changing the country clears the state and offers that country's states", async () => {
  await openCheckout();
  const billing = section('Billing address');
  await fillAddress(billing, { State: 'Karnataka' });
  await userEvent.selectOptions(within(billing).getByRole('combobox', { name: 'Country' }), 'Nepal');
  const state = within(billing).getByRole('combobox', { name: 'State' });
  expect(state).toHaveValue('');
  expect(await within(state).findByRole('option', { name: 'Bagmati' })).toBeInTheDocument();
  expect(within(state).queryByRole('option', { name: 'Karnataka' })).not.toBeInTheDocument();
});

test('"same as billing" is on by default, hides the shipping form, and the shipping address copies the billing one', async () => {
  const checkouts = recordCheckouts();
  await openCheckout();
  expect(screen.getByRole('checkbox', { name: 'Same as billing address' })).toBeChecked();
  expect(within(section('Shipping address')).queryByRole('textbox')).not.toBeInTheDocument();
  await fillValidForm();
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(1));
  expect(checkouts[0]!.body).toEqual({
    contact_name: 'Asha Rao',
    contact_email: 'asha@example.in',
    contact_mobile: { b_contact_no: '+919876543210' },
    billing_address: aBillingAddress(),
    shipping_address: aShippingAddress(),
    order_notes: '',
    payment_type: 'online',
  });
});

test('unticking "same as billing" shows the shipping form, whose rules apply too', async () => {
  const checkouts = recordCheckouts();
  await openCheckout();
  await fillValidForm();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
  const shipping = section('Shipping address');
  expect(within(shipping).getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  await confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields.');
  await fillAddress(shipping, { ...validBilling, 'First name': 'Ravi', City: 'Mysuru' });
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(1));
  expect(checkouts[0]!.body).toMatchObject({
    billing_address: { billing_first_name: 'Asha', billing_city: 'Bengaluru' },
    shipping_address: { shipping_first_name: 'Ravi', shipping_city: 'Mysuru' },
  });
});

test('cash on delivery is offered only when the shop enables it; online is the default', async () => {
  await openCheckout();
  const payment = section('Payment option');
  expect(within(payment).getByRole('radio', { name: 'Pay online' })).toBeChecked();
  expect(within(payment).queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
});

test('with cash on delivery enabled, it can be chosen', async () => {
  await openCheckout({ codEnabled: true });
  const cod = await within(section('Payment option')).findByRole('radio', { name: 'Cash on delivery' });
  expect(cod).not.toBeChecked();
  await userEvent.click(cod);
  expect(cod).toBeChecked();
});

test('"Add a note to your order" reveals the note, which is sent as order_notes', async () => {
  const checkouts = recordCheckouts();
  await openCheckout();
  await fillValidForm();
  expect(screen.queryByRole('textbox', { name: 'Order notes' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Add a note to your order' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Order notes' }), 'Please ring twice.');
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(1));
  expect(checkouts[0]!.body).toMatchObject({ order_notes: 'Please ring twice.' });
});

test('saved addresses show read-only; Edit switches to the form, prefilled', async () => {
  await openCheckout({
    preloadedState: signedInWith({ billing: aBillingAddress(), shipping: aPuneShippingAddress() }),
  });
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.in');
  const billing = section('Billing address');
  expect(billing).toHaveTextContent('12 Lake Road');
  expect(within(billing).queryByRole('textbox')).not.toBeInTheDocument();
  await userEvent.click(within(billing).getByRole('button', { name: 'Edit billing address' }));
  expect(within(billing).getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
  expect(within(billing).getByRole('textbox', { name: 'PIN code' })).toHaveValue('560034');
  expect(await within(billing).findByRole('option', { name: 'Karnataka', selected: true })).toBeInTheDocument();

  const shipping = section('Shipping address');
  expect(shipping).toHaveTextContent('4 Ragi Lane');
  await userEvent.click(within(shipping).getByRole('button', { name: 'Edit shipping address' }));
  expect(within(shipping).getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
});

test('a saved shipping address apart from the billing one is used unless the shopper ticks "Same as billing"', async () => {
  const checkouts = recordCheckouts();
  await openCheckout({
    preloadedState: signedInWith({ billing: aBillingAddress(), shipping: aPuneShippingAddress() }),
  });
  const same = screen.getByRole('checkbox', { name: 'Same as billing address' });
  expect(same).not.toBeChecked();
  expect(section('Shipping address')).toHaveTextContent('4 Ragi Lane');
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(1));
  expect(checkouts[0]!.body).toMatchObject({ shipping_address: aPuneShippingAddress() });

  await userEvent.click(same);
  expect(section('Shipping address')).not.toHaveTextContent('4 Ragi Lane');
});

test('a saved shipping address equal to the billing one keeps "Same as billing address" ticked', async () => {
  await openCheckout({ preloadedState: signedInWith({ billing: aBillingAddress(), shipping: aShippingAddress() }) });
  expect(screen.getByRole('checkbox', { name: 'Same as billing address' })).toBeChecked();
});

test('a saved address the checkout refuses opens at Confirm, its wrong field marked with its message', async () => {
  const checkouts = recordCheckouts();
  await openCheckout({
    preloadedState: signedInWith({ billing: aBillingAddress({ billing_pincode: '56003' }) }),
  });
  const billing = section('Billing address');
  expect(within(billing).queryByRole('textbox')).not.toBeInTheDocument();
  await confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields.');
  const pincode = within(billing).getByRole('textbox', { name: 'PIN code' });
  expect(pincode).toHaveValue('56003');
  expect(pincode).toBeInvalid();
  expect(pincode).toHaveAccessibleDescription('Please enter a 6-digit PIN code.');
  expect(within(billing).getByRole('textbox', { name: 'City' })).toBeValid();

  await userEvent.type(pincode, '4');
  expect(pincode).toBeValid();
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(1));
  expect(checkouts[0]!.body).toMatchObject({ billing_address: { billing_pincode: '560034' } });
});

test('a signed-in shopper with saved addresses can confirm without typing', async () => {
  const checkouts = recordCheckouts();
  await openCheckout({ preloadedState: signedInWith({ billing: aBillingAddress() }) });
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(1));
  expect(checkouts[0]!.body).toMatchObject({
    contact_email: 'asha@example.in',
    billing_address: aBillingAddress(),
    shipping_address: { shipping_first_name: 'Asha', shipping_pincode: '560034' },
  });
});

test('"Return to Cart" opens the cart sidebar', async () => {
  const { store } = await openCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Return to Cart' }));
  expect(store.getState().ui.cartOpen).toBe(true);
});

test('an empty cart goes to the product list after 0.5 s', async () => {
  jest.useFakeTimers();
  await openCheckout({ cart: aCartAnswer([]) });
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(EMPTY_CART_DELAY_MS));
  expect(screen.getByRole('heading', { name: 'Product list' })).toBeInTheDocument();
});

test('a retry of the same order carries the same Idempotency-Key; a changed order a new one', async () => {
  let answers = 0;
  const checkouts = recordCheckouts(() =>
    ++answers === 1
      ? HttpResponse.error()
      : HttpResponse.json({ status: false, message: 'Stop here.' }, { status: 409 }),
  );
  await openCheckout();
  await fillValidForm();
  await confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(2));
  await fillAddress(section('Billing address'), { City: 'Mysuru' });
  await confirm();
  await waitFor(() => expect(checkouts).toHaveLength(3));
  const [first, retry, changed] = checkouts.map(({ idempotencyKey }) => idempotencyKey);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(retry).toBe(first);
  expect(changed).not.toBe(first);
});

test("a corrected form sent again takes the last attempt's message down while the order is placed", async () => {
  const { calls, release } = serveHeldCall('post', 'checkout');
  await openCheckout();
  await fillValidForm();
  await userEvent.clear(screen.getByRole('textbox', { name: 'PIN code' }));
  await confirm();
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields.');
  expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(
    'Please enter a 6-digit PIN code.',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'PIN code' }), '560034');
  await confirm();
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  release(refused(400, 'Your cart is empty.'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your cart is empty.');
});
