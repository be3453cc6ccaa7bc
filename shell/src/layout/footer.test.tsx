import { screen, within } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { Footer } from './footer.tsx';

test('the footer links products, about, contact, the policies, FAQs and home', () => {
  renderWithStore(<Footer />);
  const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/healthy-grains/e-commerce/product',
    '/healthy-grains/e-commerce/about',
    '/healthy-grains/e-commerce/contact',
    '/faqs',
    '/return-and-refund-policy',
    '/policy',
    '/terms-of-service',
    '/',
  ]);
});

test('two social links each open a social-media page in a new tab', () => {
  renderWithStore(<Footer />);
  const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
  expect(social).toHaveLength(2);
  for (const link of social) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
});
