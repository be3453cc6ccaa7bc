import { screen, within } from '@testing-library/react';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { PrivacyPolicyScreen } from './privacy-policy-screen.tsx';

test('the page is titled "Privacy Policy" in its heading and in the browser tab', () => {
  renderWithStore(<PrivacyPolicyScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(document.title).toBe(`Privacy Policy | ${shop.name}`);
});

test('it lists what the shop stores: session id, cart, orders, contact messages and sign-up e-mails', () => {
  renderWithStore(<PrivacyPolicyScreen />);
  const stored = screen.getByRole('region', { name: 'What we store' });
  for (const item of [/session id/, /Your cart/, /Your orders/, /contact form/, /sign-up form/]) {
    expect(within(stored).getByText(item)).toBeInTheDocument();
  }
});

test('payments go through the provider and no card data is stored', () => {
  renderWithStore(<PrivacyPolicyScreen />);
  expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent(/payment provider.*we store no card data/);
});

test('questions go to the support e-mail', () => {
  renderWithStore(<PrivacyPolicyScreen />);
  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(within(contact).getByRole('link', { name: shop.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${shop.supportEmail}`,
  );
  expect(within(screen.getByRole('navigation', { name: 'Policy sections' })).getAllByRole('link')).toHaveLength(6);
});
