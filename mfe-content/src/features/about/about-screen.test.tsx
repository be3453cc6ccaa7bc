import { screen } from '@testing-library/react';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { AboutScreen } from './about-screen.tsx';

test('the page is titled "About Us" in its heading and in the browser tab', () => {
  renderWithStore(<AboutScreen />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['About Us']);
  expect(document.title).toBe(`About Us | ${shop.name}`);
});

test('it tells the story, the mission and what makes the mixes different, then leads to the products', () => {
  renderWithStore(<AboutScreen />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Our story',
    'Our mission',
    'What makes our mixes different',
  ]);
  expect(screen.getByRole('heading', { level: 3, name: 'Truly gluten-free' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse our products' })).toHaveAttribute('href', paths.products);
});
