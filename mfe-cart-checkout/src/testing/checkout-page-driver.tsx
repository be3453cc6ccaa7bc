import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import type { RootState } from 'shared/store/create-store';
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';
import { aCartAnswer, aProductLine } from './cart-builders.ts';
import { serveCart } from './cart-handlers.ts';
import { recordPaymentOrders, serveGeo, servePaymentOptions } from './checkout-handlers.ts';
import { renderWithSession } from './render-with-session.tsx';

/**
 * The checkout page with a cart of one line, the countries, the payment
 * options and the payment order served; for a guest it waits until India's
 * states are offered.
 */
export async function openCheckout({
  cart = aCartAnswer([aProductLine({ product_name: 'Millet Upma Mix', weight_unit: '1 Kg', qty: 2, price: 399.25 })]),
  codEnabled = false,
  preloadedState,
}: { cart?: Parameters<typeof serveCart>[0]; codEnabled?: boolean; preloadedState?: Partial<RootState> } = {}) {
  serveCart(cart);
  serveGeo();
  servePaymentOptions({ cod_enabled: codEnabled });
  recordPaymentOrders();
  const rendered = renderWithSession(<CheckoutScreen />, {
    route: paths.checkout,
    preloadedState,
    otherRoutes: (
      <>
        <Route path={paths.home} element={<h1>Home page</h1>} />
        <Route path={paths.products} element={<h1>Product list</h1>} />
        <Route path={paths.orders} element={<h1>Orders page</h1>} />
        <Route path={paths.orderReceived(42)} element={<h1>Order 42 page</h1>} />
      </>
    ),
  });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  if (!preloadedState) await screen.findByRole('option', { name: 'Karnataka' });
  return rendered;
}

export const section = (name: string) => screen.getByRole('group', { name });

/** Fills an address form; fields not given keep what they hold. */
export async function fillAddress(
  group: HTMLElement,
  fields: Partial<Record<'First name' | 'Last name' | 'Address' | 'City' | 'PIN code' | 'Contact no.', string>> & {
    State?: string;
  },
) {
  const { State: state, ...texts } = fields;
  for (const [label, value] of Object.entries(texts)) {
    const input = within(group).getByRole('textbox', { name: label });
    await userEvent.clear(input);
    // Pasted, not typed key by key: the form has many fields and the rules run on submit.
    if (value) await userEvent.paste(value);
  }
  if (state !== undefined) {
    const select = within(group).getByRole('combobox', { name: 'State' });
    if (state) await within(select).findByRole('option', { name: state });
    await userEvent.selectOptions(select, state || '');
  }
}

export const validBilling = {
  'First name': 'Asha',
  'Last name': 'Rao',
  Address: '12 Lake Road',
  City: 'Bengaluru',
  State: 'Karnataka',
  'PIN code': '560034',
  'Contact no.': '+919876543210',
};

/** A guest's complete, valid checkout form. */
export async function fillValidForm() {
  await userEvent.click(screen.getByRole('textbox', { name: 'Email address' }));
  await userEvent.paste('asha@example.in');
  await fillAddress(section('Billing address'), validBilling);
}

export const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
