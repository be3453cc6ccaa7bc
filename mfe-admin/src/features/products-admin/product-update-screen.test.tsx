import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, refused, type Answer } from 'shared/testing/answer';
import ProductUpdatePage from '../../exposes/product-update-page.tsx';
import ProductsPage from '../../exposes/products-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { serveProductForm } from '../../testing/products-admin-calls.ts';
import { anAdminProduct, anImageFile } from '../../testing/products-admin-builders.ts';
import { holdCalls } from '../../testing/hold-calls.ts';
import { button, group, productFormUser, textbox } from '../../testing/product-form-queries.ts';
import { pathOf, serveCall } from 'shared/testing/serve-call';
import type { AdminProduct } from './api.ts';

const user = productFormUser();

const serveProduct = (product: AdminProduct = anAdminProduct()) =>
  serveCall('get', 'products/getProductRecord/:id', ok({ status: true, data: product }));

const serveUpdate = (
  answer: Answer = ok({ status: true, message: 'Product updated successfully!', data: anAdminProduct() }),
) => serveProductForm('products/update/:id', answer);

const openUpdate = (id: number | string = 5) =>
  renderWithStore(<ProductUpdatePage />, {
    route: paths.adminProductUpdate(id),
    path: paths.adminProductUpdate(':p_id'),
    preloadedState: signedInAdmin(),
    otherRoutes: <Route path={paths.adminProducts} element={<ProductsPage />} />,
  });

const updateButton = () => screen.getByRole('button', { name: /^(Update|Updating Product\.\.\.)$/ });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

test('loads the product first, then shows it in every section of the form', async () => {
  const calls = serveProduct();
  openUpdate();
  expect(await screen.findByRole('textbox', { name: 'Product Name' })).toHaveValue('Multigrain Flour');
  expect(screen.getByRole('heading', { level: 1, name: 'Update Product' })).toBeInTheDocument();
  expect(calls.map((call) => [pathOf(call), call.authorization])).toEqual([
    ['/api/products/getProductRecord/5', 'Bearer token-1'],
  ]);
  expect(screen.getByRole('switch', { name: 'In Stock' })).toBeChecked();
  const prices = screen
    .getAllByRole('group', { name: /^Weight and price/ })
    .map((row) => [
      valueOf(textbox('Weight', row)),
      valueOf(within(row).getByRole('combobox', { name: 'Unit' })),
      valueOf(textbox('Price', row)),
      valueOf(textbox('Discount Price', row)),
    ]);
  expect(prices).toEqual([
    ['500', 'Gm', '249', '219'],
    ['1', 'Kg', '469', ''],
  ]);
  expect(within(group('Image 1')).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
    'src',
    '/storage/product/5/front.webp',
  );
  expect(within(group('Image 1')).getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
    'src',
    '/storage/product/5/front-thumb.webp',
  );
  expect(within(group('Image 1')).getByRole('radio', { name: 'Default' })).toBeChecked();
  expect(within(group('Image 2')).getByRole('radio', { name: 'Default' })).not.toBeChecked();
  expect([valueOf(textbox('Ingredient 1')), valueOf(textbox('Ingredient 2'))]).toEqual(['Wheat', 'Ragi']);
  expect(textbox('Description 1')).toHaveValue('Soft rotis every day.');
  expect([valueOf(textbox('Name of column 1')), valueOf(textbox('Name of column 2'))]).toEqual([
    'Per 100 g',
    'Column 2',
  ]);
  expect([valueOf(textbox('Label of row 1')), valueOf(textbox('Row 1, column 1'))]).toEqual(['Energy', '350 kcal']);
  expect(textbox('Serving Size')).toHaveValue('50 g');
  expect(textbox('Servings Per Container')).toHaveValue('10');
  expect([valueOf(textbox('Step 1')), valueOf(textbox('Step 2'))]).toEqual(['Knead the dough.', 'Roll and cook.']);
  expect(textbox('Tip')).toHaveValue('Rest the dough.');
  expect(screen.getByRole('img', { name: 'Bake Image preview' })).toHaveAttribute(
    'src',
    '/storage/product/5/how-to.webp',
  );
  expect(screen.getByLabelText('Bake Image')).toHaveAttribute('accept', 'image/*');
  expect(document.title).toBe('Update Product | Healthy Grains');
});

test.each([
  ['the product cannot be found', refused(404, 'Product not found.')],
  ['the server fails', { status: 500 }],
  ['the server cannot be reached', 'unreachable'],
] as const)('when %s, the products list opens instead', async (_case, answer) => {
  serveCall('get', 'products/getProductRecord/:id', answer);
  serveCall('get', 'products/getProductRecords', ok({ status: true, data: [] }));
  openUpdate();
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
});

test('an id that is not a number opens the products list without asking', async () => {
  serveCall('get', 'products/getProductRecords', ok({ status: true, data: [] }));
  openUpdate('abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
});

test('sends the stored images it keeps by id, the new and replaced files, the deleted ids and the default first', async () => {
  serveProduct();
  const calls = serveUpdate();
  const update = holdCalls('products/update/:id');
  serveCall('get', 'products/getProductRecords', ok({ status: true, data: [] }));
  openUpdate();
  await screen.findByRole('textbox', { name: 'Product Name' });
  await user().clear(textbox('Product Name'));
  await user().click(textbox('Product Name'));
  await user().paste('Multigrain Atta');
  // the back image goes, the front one gets a new thumbnail, a new image becomes the default
  await user().click(button('Remove image 2'));
  await user().upload(within(group('Image 1')).getByLabelText('Thumbnail'), anImageFile('front-thumb-2.png'));
  await user().click(button('Add image'));
  await user().upload(within(group('Image 2')).getByLabelText('Image'), anImageFile('new.png'));
  await user().upload(within(group('Image 2')).getByLabelText('Thumbnail'), anImageFile('new-thumb.png'));
  await user().click(within(group('Image 2')).getByRole('radio', { name: 'Default' }));
  await user().click(button('Remove weight 2'));

  await user().click(updateButton());
  await waitFor(() => expect(update.arrived).toBe(1));
  expect(updateButton()).toHaveTextContent('Updating Product...');
  expect(updateButton()).toBeDisabled();
  update.release();

  expect(await screen.findByText('Product updated successfully!')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  const { pathname, form } = calls[0]!;
  expect(pathname).toBe('/api/products/update/5');
  const fileName = (name: string) => (form.get(name) as File | null)?.name;
  expect(form.get('name')).toBe('Multigrain Atta');
  expect(form.get('in_stock')).toBe('1');
  expect(JSON.parse(form.get('prices') as string)).toEqual([
    { id: 11, weight: '500', unit: 'Gm', price: '249', discounted_price: '219' },
  ]);
  expect(JSON.parse(form.get('nutritional_information') as string)).toEqual([
    { label: 'Energy', 'Per 100 g': '350 kcal', 'Column 2': '' },
  ]);
  expect(JSON.parse(form.get('deleted_image_ids') as string)).toEqual([32]);
  expect(form.get('default_image_index')).toBe('0');
  // the new default first, then the kept front image with its new thumbnail
  expect([form.has('image_ids[0]'), fileName('images[0]'), fileName('thumbnails[0]')]).toEqual([
    false,
    'new.png',
    'new-thumb.png',
  ]);
  expect(form.get('defaultImageFlags[0]')).toBe('1');
  expect([form.get('image_ids[1]'), form.has('images[1]'), fileName('thumbnails[1]')]).toEqual([
    '31',
    false,
    'front-thumb-2.png',
  ]);
  expect(form.get('defaultImageFlags[1]')).toBe('0');
  expect(form.has('images[2]') || form.has('image_ids[2]')).toBe(false);
  expect(form.has('how_to_use_image')).toBe(false);
});

test('a new Bake Image is sent as how_to_use_image', async () => {
  serveProduct();
  const calls = serveUpdate();
  serveCall('get', 'products/getProductRecords', ok({ status: true, data: [] }));
  openUpdate();
  await user().upload(await screen.findByLabelText('Bake Image'), anImageFile('bake.png'));
  await user().click(updateButton());
  await screen.findByRole('status');
  expect((calls[0]?.form.get('how_to_use_image') as File).name).toBe('bake.png');
  expect(JSON.parse(calls[0]?.form.get('deleted_image_ids') as string)).toEqual([]);
  expect([calls[0]?.form.get('image_ids[0]'), calls[0]?.form.get('image_ids[1]')]).toEqual(['31', '32']);
});

test('the update form checks the same rules', async () => {
  serveProduct();
  const calls = serveUpdate();
  openUpdate();
  await user().clear(await screen.findByRole('textbox', { name: 'Product Name' }));
  await user().click(updateButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Product name is required');
  expect(calls).toEqual([]);
});

test.each([
  ['"Failed to update product." when the server refuses', { status: 500 }, 'Failed to update product.'],
  [
    "the server's own message",
    refused(400, 'Image 9 is not an image of this product.'),
    'Image 9 is not an image of this product.',
  ],
  ['"Something went wrong." with no answer', 'unreachable', 'Something went wrong.'],
] as const)('a failure says %s and leaves the busy state', async (_case, answer, message) => {
  serveProduct();
  serveUpdate(answer);
  openUpdate();
  await screen.findByRole('textbox', { name: 'Product Name' });
  await user().click(updateButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(updateButton()).toHaveTextContent('Update');
  expect(updateButton()).toBeEnabled();
});
