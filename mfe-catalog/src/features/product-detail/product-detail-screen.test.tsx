import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import type { Product } from 'shared/contracts/catalog';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { anImage, aPrice, aProduct } from '../../testing/catalog-builders.ts';
import { failWith, serveProduct } from '../../testing/catalog-handlers.ts';
import { ProductDetailScreen } from './product-detail-screen.tsx';

const renderProductPage = (id: number | string) =>
  renderWithStore(<ProductDetailScreen />, {
    route: `/viewProduct/${id}`,
    path: '/viewProduct/:p_id',
    otherRoutes: <Route path={paths.products} element={<h1>Product list</h1>} />,
  });

async function showProduct(product: Product) {
  serveProduct(product);
  renderProductPage(product.id);
  await screen.findByRole('heading', { level: 1, name: product.name });
}

const chillaMix = () =>
  aProduct({
    name: 'High-Protein Chilla Mix',
    prices: [
      aPrice({ weight_unit: '250 Gm', price: 249, discounted_price: 219 }),
      aPrice({ weight_unit: '1 Kg', price: 849, discounted_price: 749 }),
    ],
  });

test('the weight reads "500 Gm" until the prices load, then the first weight', async () => {
  const product = chillaMix();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  mswServer.use(
    http.get(`*/api/products/${product.id}`, async () => {
      await answered;
      return HttpResponse.json({ status: true, data: product });
    }),
  );
  renderProductPage(product.id);
  expect(screen.getByRole('group', { name: 'Weight: 500 Gm' })).toBeInTheDocument();
  answer();
  expect(await screen.findByRole('group', { name: 'Weight: 250 Gm' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '250 Gm' })).toHaveAttribute('aria-pressed', 'true');
});

test('the price of the selected weight shows, with the original price struck through', async () => {
  await showProduct(chillaMix());
  expect(screen.getByText('₹219.00')).toBeInTheDocument();
  expect(screen.getByText('₹249.00').closest('s')).toHaveTextContent('Original price ₹249.00');
});

test('choosing another weight shows its price', async () => {
  await showProduct(chillaMix());
  await userEvent.click(screen.getByRole('button', { name: '1 Kg' }));
  expect(screen.getByRole('group', { name: 'Weight: 1 Kg' })).toBeInTheDocument();
  expect(screen.getByText('₹749.00')).toBeInTheDocument();
  expect(screen.getByText('₹849.00').closest('s')).toHaveTextContent('Original price ₹849.00');
  expect(screen.queryByText('₹219.00')).not.toBeInTheDocument();
});

test('"Add to Cart" is disabled when the product is out of stock, with no aria-disabled beside disabled', async () => {
  await showProduct(aProduct({ name: 'Ragi Dosa Mix', in_stock: 0 }));
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled');
  expect(screen.getByText('Out of Stock')).toBeInTheDocument();
});

test('"Add to Cart" is enabled when the product is in stock', async () => {
  await showProduct(aProduct({ in_stock: 1 }));
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('the quantity field follows the quantity rule', async () => {
  await showProduct(aProduct());
  const quantity = screen.getByLabelText('Quantity');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '03');
  expect(quantity).toHaveValue('0');
  await userEvent.tab();
  expect(quantity).toHaveValue('1');
});

test('the default image shows first and a thumbnail changes the main image', async () => {
  await showProduct(
    aProduct({
      id: 9,
      name: 'Millet Upma Mix',
      images: [anImage({ image: 'back.webp', is_default: 0 }), anImage({ image: 'front.webp', is_default: 1 })],
    }),
  );
  expect(screen.getByRole('img', { name: 'Millet Upma Mix' })).toHaveAttribute('src', '/storage/product/9/front.webp');
  await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
  expect(screen.getByRole('img', { name: 'Millet Upma Mix' })).toHaveAttribute('src', '/storage/product/9/back.webp');
});

test('the ingredients are listed', async () => {
  await showProduct(
    aProduct({
      ingredients: [
        { id: 1, ingredient: 'Foxtail millet rava' },
        { id: 2, ingredient: 'Curry leaves' },
      ],
    }),
  );
  const ingredients = screen.getByRole('heading', { name: 'Ingredients' }).closest('section')!;
  expect(
    within(ingredients)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Foxtail millet rava', 'Curry leaves']);
});

test('the Description, Nutritional Information and How to Use tabs show the product', async () => {
  await showProduct(aProduct({ serving_size: '50 g (2 chillas)', how_to_use_tip: 'Keep the tawa hot.' }));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Description',
    'Nutritional Information',
    'How to Use',
  ]);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('A savoury pancake batter mix for busy mornings.');
  await userEvent.click(screen.getByRole('tab', { name: 'Nutritional Information' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('50 g (2 chillas)');
  await userEvent.click(screen.getByRole('tab', { name: 'How to Use' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Tip: Keep the tawa hot.');
});

test('the page title is the product name', async () => {
  await showProduct(aProduct({ name: 'Millet Upma Mix' }));
  expect(document.title).toBe('Millet Upma Mix | Healthy Grains');
});

test.each([
  [404, 'Product not found'],
  [400, 'Invalid product id'],
])('a product that fails to load (%i) sends the shopper to the product list', async (status, message) => {
  failWith('products/77', status, message);
  renderProductPage(77);
  expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
});

test('a product that cannot be reached sends the shopper to the product list', async () => {
  mswServer.use(http.get('*/api/products/78', () => HttpResponse.error()));
  renderProductPage(78);
  expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
});
