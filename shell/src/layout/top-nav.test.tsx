import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { TopNav } from './top-nav.tsx';

test('the nav holds the logo, Home, Products, About Us, Blogs, Contact Us and the User link', () => {
  renderWithStore(<TopNav />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Healthy Grains' })).toHaveAttribute('href', '/');
  const links = within(screen.getByRole('list')).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Products', '/healthy-grains/e-commerce/product'],
    ['About Us', '/healthy-grains/e-commerce/about'],
    ['Blogs', '/Blogs'],
    ['Contact Us', '/healthy-grains/e-commerce/contact'],
    ['User', '/healthy-grains/e-commerce/my-account'],
  ]);
});

test("the current path's link is highlighted as active, and only that one", () => {
  renderWithStore(<TopNav />, { route: '/healthy-grains/e-commerce/product' });
  expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

// jsdom applies no media queries, so the toggle (shown only on small screens) counts as hidden there.
test('the menu toggle opens and closes the list, and choosing a link closes it', async () => {
  const { store } = renderWithStore(<TopNav />);
  const toggle = screen.getByText('Menu', { selector: 'button' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  expect(screen.getByText('Menu', { selector: 'button' })).toHaveAttribute('aria-expanded', 'true');
  expect(store.getState().ui.mobileMenuOpen).toBe(true);

  await userEvent.click(screen.getByRole('link', { name: 'Blogs' }));
  expect(store.getState().ui.mobileMenuOpen).toBe(false);
  expect(screen.getByText('Menu', { selector: 'button' })).toHaveAttribute('aria-expanded', 'false');
});
