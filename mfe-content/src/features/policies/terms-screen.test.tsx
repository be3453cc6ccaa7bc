import { screen, within } from '@testing-library/react';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { TermsScreen } from './terms-screen.tsx';

test('the page is titled "Terms of Service" in its heading and in the browser tab', () => {
  renderWithStore(<TermsScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(document.title).toBe(`Terms of Service | ${shop.name}`);
});

test('the side navigation links to each of the 11 sections by its heading, and returns follow the return policy', () => {
  renderWithStore(<TermsScreen />);
  const links = within(screen.getByRole('navigation', { name: 'Terms sections' })).getAllByRole('link');
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(links).toHaveLength(11);
  expect(links.map((link) => link.textContent)).toEqual(headings);
  expect(headings.at(0)).toBe('Using the shop');
  expect(headings.at(-1)).toBe('Contact');
  for (const link of links) {
    expect(document.querySelector(link.getAttribute('href')!)).toHaveAccessibleName(link.textContent);
  }
  expect(screen.getByRole('link', { name: 'Return and Refund Policy' })).toHaveAttribute('href', paths.returnPolicy);
});
