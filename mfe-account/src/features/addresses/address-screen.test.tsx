import { screen, within } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import AddressPage from '../../exposes/address-page.tsx';
import { aCustomer, savedBillingAddress, signedInAs } from '../../testing/account-builders.ts';

test('shows the stored addresses with their introduction and an edit link each', () => {
  renderWithStore(<AddressPage />, {
    route: '/healthy-grains/e-commerce/address',
    preloadedState: signedInAs(aCustomer({ billing_address: savedBillingAddress, shipping_address: null })),
  });
  expect(document.title).toBe('Addresses | Healthy Grains');
  expect(screen.getByText('The following addresses will be used on the checkout page by default.')).toBeInTheDocument();
  const billing = within(screen.getByRole('region', { name: 'Billing address' }));
  expect(billing.getByText(/12 Lake Road/)).toBeInTheDocument();
  expect(billing.getByText(/Bengaluru, Karnataka, India 560034/)).toBeInTheDocument();
  expect(billing.getByRole('link', { name: 'Edit Billing address' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/editAddress/billing',
  );
  const shipping = within(screen.getByRole('region', { name: 'Shipping address' }));
  expect(shipping.getByText('You have not set up this type of address yet.')).toBeInTheDocument();
  expect(shipping.getByRole('link', { name: 'Edit Shipping address' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/editAddress/shipping',
  );
});
