import { screen, within } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aComboSummary, aPrice, aProductSummary } from '../../../testing/catalog-builders.ts';
import { failWith, serveCombos, serveProducts } from '../../../testing/catalog-handlers.ts';
import { ProductListScreen } from '../product-list-screen.tsx';

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

function renderList(products = [aProductSummary()], combos = [aComboSummary()]) {
  serveProducts(products);
  serveCombos(combos);
  return renderWithStore(<ProductListScreen />);
}

test('a spinner shows while the products load', () => {
  renderList();
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
});

test('each product links to its page', async () => {
  renderList([aProductSummary({ id: 3, name: 'Gluten-Free Multigrain Flour' })]);
  expect(await screen.findByRole('link', { name: 'Gluten-Free Multigrain Flour' })).toHaveAttribute(
    'href',
    '/viewProduct/3',
  );
});

test('the price shows the discounted prices from lowest to highest', async () => {
  renderList([
    aProductSummary({
      name: 'Gluten-Free Multigrain Flour',
      prices: [
        aPrice({ weight_unit: '1 Kg', price: 379, discounted_price: 339 }),
        aPrice({ weight_unit: '500 Gm', price: 199, discounted_price: 179 }),
        aPrice({ weight_unit: '2 Kg', price: 729, discounted_price: 649 }),
      ],
    }),
  ]);
  await screen.findByRole('link', { name: 'Gluten-Free Multigrain Flour' });
  expect(within(cardOf('Gluten-Free Multigrain Flour')).getByText('₹179.00 – ₹649.00')).toBeInTheDocument();
});

test('one price shows when all the prices are equal', async () => {
  renderList([
    aProductSummary({
      name: 'Millet Upma Mix',
      prices: [
        aPrice({ weight_unit: '500 Gm', discounted_price: 339 }),
        aPrice({ weight_unit: '1 Kg', discounted_price: 339 }),
      ],
    }),
  ]);
  await screen.findByRole('link', { name: 'Millet Upma Mix' });
  expect(within(cardOf('Millet Upma Mix')).getByText('₹339.00')).toBeInTheDocument();
});

test('stock shows as "Available" or "Out of Stock"', async () => {
  renderList([
    aProductSummary({ name: 'High-Protein Chilla Mix', in_stock: 1 }),
    aProductSummary({ name: 'Ragi Dosa Mix', in_stock: 0 }),
  ]);
  await screen.findByRole('link', { name: 'Ragi Dosa Mix' });
  expect(within(cardOf('High-Protein Chilla Mix')).getByText('Available')).toBeInTheDocument();
  expect(within(cardOf('Ragi Dosa Mix')).getByText('Out of Stock')).toBeInTheDocument();
});

test('the default image is the card image', async () => {
  renderList([
    aProductSummary({
      id: 5,
      name: 'Millet Upma Mix',
      images: [
        { id: 1, image: 'back.webp', thumbnail: 'back-t.webp', is_default: 0 },
        { id: 2, image: 'front.webp', thumbnail: 'front-t.webp', is_default: 1 },
      ],
    }),
  ]);
  await screen.findByRole('link', { name: 'Millet Upma Mix' });
  expect(cardOf('Millet Upma Mix').querySelector('img')).toHaveAttribute('src', '/storage/product/5/front.webp');
});

test('an empty list shows "No Products Found"', async () => {
  renderList([]);
  expect(await screen.findByText('No Products Found')).toBeInTheDocument();
});

test('a list that fails to load shows "No Products Found" and only logs the error', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  serveCombos([]);
  failWith('products', 500, 'Server error');
  renderWithStore(<ProductListScreen />);
  expect(await screen.findByText('No Products Found')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

test('combos are listed with a "View Details" link', async () => {
  renderList([aProductSummary()], [aComboSummary({ id: 4, name: 'Protein Power Combo' })]);
  const combos = await screen.findByRole('region', { name: 'Combos' });
  expect(within(combos).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/comboView/4');
});
