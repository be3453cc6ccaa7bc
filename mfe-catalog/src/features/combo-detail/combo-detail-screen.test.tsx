import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import type { Combo } from 'shared/contracts/catalog';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aCombo, anImage, aProduct } from '../../testing/catalog-builders.ts';
import { failWith, serveCombo } from '../../testing/catalog-handlers.ts';
import { ComboDetailScreen } from './combo-detail-screen.tsx';

const renderComboPage = (id: number | string) =>
  renderWithStore(<ComboDetailScreen />, {
    route: `/comboView/${id}`,
    path: '/comboView/:id',
    otherRoutes: <Route path={paths.products} element={<h1>Product list</h1>} />,
  });

async function showCombo(combo: Combo) {
  serveCombo(combo);
  renderComboPage(combo.id);
  await screen.findByRole('heading', { level: 1, name: combo.name });
}

const breakfastCombo = () =>
  aCombo(
    [
      aProduct({
        id: 1,
        name: 'High-Protein Chilla Mix',
        images: [anImage({ image: 'chilla.webp', is_default: 1 })],
        ingredients: [{ id: 1, ingredient: 'Moong dal' }],
      }),
      aProduct({
        id: 2,
        name: 'Millet Upma Mix',
        images: [anImage({ image: 'upma.webp', is_default: 1 })],
        ingredients: [{ id: 2, ingredient: 'Foxtail millet rava' }],
        how_to_use_tip: 'Add peas with the boiling water.',
      }),
    ],
    { id: 8, name: 'Breakfast Combo', image: 'breakfast.webp', combo_price: 699 },
  );

test('the combo shows its image, name, price, quantity and "Add to Cart"', async () => {
  await showCombo(breakfastCombo());
  expect(screen.getByRole('img', { name: 'Breakfast Combo' })).toHaveAttribute(
    'src',
    '/storage/product_combo/8/breakfast.webp',
  );
  expect(screen.getByText('₹699.00')).toBeInTheDocument();
  expect(screen.getByLabelText('Quantity')).toHaveValue('1');
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('there is one tab per product in the combo', async () => {
  await showCombo(breakfastCombo());
  const products = screen.getByRole('tablist', { name: 'Products in this combo' });
  expect(
    within(products)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['High-Protein Chilla Mix', 'Millet Upma Mix']);
});

test("a product's tab shows its images, ingredients and its own three tabs", async () => {
  await showCombo(breakfastCombo());
  await userEvent.click(screen.getByRole('tab', { name: 'Millet Upma Mix' }));
  const panel = screen.getByRole('tabpanel', { name: 'Millet Upma Mix' });
  expect(within(panel).getByRole('img', { name: 'Millet Upma Mix' })).toHaveAttribute(
    'src',
    '/storage/product/2/upma.webp',
  );
  expect(within(panel).getByText('Foxtail millet rava')).toBeInTheDocument();
  expect(within(panel).queryByText('Moong dal')).not.toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('tab', { name: 'How to Use' }));
  expect(within(panel).getByText('Add peas with the boiling water.')).toBeInTheDocument();
});

test('the quantity field follows the quantity rule', async () => {
  await showCombo(breakfastCombo());
  const quantity = screen.getByLabelText('Quantity');
  await userEvent.clear(quantity);
  await userEvent.tab();
  expect(quantity).toHaveValue('1');
});

test('a combo that fails to load sends the shopper to the product list', async () => {
  failWith('product-combos/404', 404, 'Combo not found');
  renderComboPage(404);
  expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
});
