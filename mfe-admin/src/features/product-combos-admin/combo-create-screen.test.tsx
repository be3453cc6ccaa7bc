import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import type { ProductSummary } from 'shared/contracts/catalog';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { created, notTheApi, ok, refused, type Answer } from 'shared/testing/answer';
import ComboCreatePage from '../../exposes/combo-create-page.tsx';
import CombosPage from '../../exposes/combos-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { aComboRecord, aPickerProduct } from '../../testing/combo-builders.ts';
import { holdCalls } from '../../testing/hold-calls.ts';
import { serveProductForm } from '../../testing/products-admin-calls.ts';
import { anImageFile } from '../../testing/products-admin-builders.ts';
import { productFormUser } from '../../testing/product-form-queries.ts';
import { serveCall } from 'shared/testing/serve-call';

const user = productFormUser();

const flour = aPickerProduct();
const dosa = aPickerProduct({
  id: 6,
  name: 'Ragi Dosa Mix',
  prices: [{ id: 21, weight_unit: '250 Gm', price: 150, discounted_price: 140 }],
});

const millet = aPickerProduct({
  id: 8,
  name: 'Foxtail Millet',
  prices: [{ id: 31, weight_unit: '1 Kg', price: 300, discounted_price: 280 }],
});

const servePicker = (products: ProductSummary[] = [flour, dosa]) =>
  serveCall('get', 'products', ok({ status: true, data: products }));

const serveStore = (
  answer: Answer = created({ status: true, message: 'Combo created successfully!', data: aComboRecord() }),
) => serveProductForm('product-combos/store', answer);

const openCreate = () =>
  renderWithStore(<ComboCreatePage />, {
    route: paths.adminComboCreate,
    path: paths.adminComboCreate,
    preloadedState: signedInAdmin(),
    otherRoutes: <Route path={paths.adminCombos} element={<CombosPage />} />,
  });

const createButton = () => screen.getByRole('button', { name: /^(Create|Creating Product\.\.\.)$/ });

async function choose(product: ProductSummary, weight: string, price: string) {
  const checkbox = await screen.findByRole('checkbox', { name: `Select ${product.name}` });
  if (!(checkbox as HTMLInputElement).checked) await user().click(checkbox);
  if (weight) await user().selectOptions(screen.getByRole('combobox', { name: `Weight for ${product.name}` }), weight);
  const priceInput = screen.getByRole('spinbutton', { name: `Discounted price for ${product.name}` });
  await user().clear(priceInput);
  if (price) await user().type(priceInput, price);
}

async function fillValidCombo() {
  await user().type(screen.getByRole('textbox', { name: 'Combo Name' }), 'Breakfast Duo');
  await user().upload(screen.getByLabelText('Combo Image'), anImageFile('duo.png'));
  await choose(flour, '500 Gm', '199');
  await choose(dosa, '250 Gm', '120.50');
}

test('offers the name, Active or Inactive (Active first), the image and every product with its weights', async () => {
  servePicker();
  openCreate();
  expect(screen.getByRole('heading', { level: 1, name: 'Create Product Combo' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Inactive' })).not.toBeChecked();
  expect(screen.getByLabelText('Combo Image')).toHaveAttribute('accept', 'image/*');
  await user().click(await screen.findByRole('checkbox', { name: 'Select Multigrain Flour' }));
  const weights = screen.getByRole('combobox', { name: 'Weight for Multigrain Flour' });
  expect(
    within(weights)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select weight', '500 Gm (₹219.00)', '1 Kg (₹440.00)']);
  const price = screen.getByRole('spinbutton', { name: 'Discounted price for Multigrain Flour' });
  expect(price).toHaveAttribute('min', '0');
  expect(price).toHaveAttribute('step', '0.01');
  expect(screen.queryByRole('combobox', { name: 'Weight for Ragi Dosa Mix' })).not.toBeInTheDocument();
});

test('without products the picker reads "No Products Available"', async () => {
  servePicker([]);
  openCreate();
  expect(await screen.findByText('No Products Available')).toBeInTheDocument();
});

test('the totals follow the chosen weights and prices', async () => {
  servePicker();
  openCreate();
  await fillValidCombo();
  expect(screen.getByLabelText('Totals')).toHaveTextContent('Products chosen2Listed price₹359.00Combo price₹319.50');
});

test('a price above the listed one for that weight is said as it is typed', async () => {
  servePicker();
  openCreate();
  await choose(flour, '500 Gm', '230');
  expect(screen.getByText('Discounted price cannot exceed original price (₹219)')).toBeInTheDocument();
  await user().selectOptions(screen.getByRole('combobox', { name: 'Weight for Multigrain Flour' }), '1 Kg');
  expect(screen.queryByText(/cannot exceed/)).not.toBeInTheDocument();
});

describe('validation', () => {
  test.each([
    [
      'no name',
      async () => user().clear(screen.getByRole('textbox', { name: 'Combo Name' })),
      'Product name is required',
    ],
    [
      'one product only',
      async () => user().click(screen.getByRole('checkbox', { name: 'Select Ragi Dosa Mix' })),
      'Please select at least two products with discounted prices.',
    ],
    [
      'a chosen product without a weight',
      async () => user().selectOptions(screen.getByRole('combobox', { name: 'Weight for Ragi Dosa Mix' }), ''),
      'Please select at least two products with discounted prices.',
    ],
    [
      'a third product without a price',
      async () => choose(millet, '1 Kg', ''),
      'Please enter a valid discounted price for all selected products.',
    ],
    [
      'a price above the listed one',
      async () => choose(flour, '500 Gm', '219.01'),
      'Please select at least two products with discounted prices.',
    ],
  ])('%s says so, and nothing is sent', async (_case, breakRule, message) => {
    const calls = serveStore();
    servePicker([flour, dosa, millet]);
    openCreate();
    await fillValidCombo();
    await breakRule();
    await user().click(createButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(createButton()).toHaveTextContent('Create');
    expect(calls).toEqual([]);
  });

  test('a combo priced above what one order may come to says so, and nothing is sent', async () => {
    const calls = serveStore();
    const atMost = (id: number, name: string) =>
      aPickerProduct({ id, name, prices: [{ id, weight_unit: '1 Kg', price: 3_00_000, discounted_price: 3_00_000 }] });
    const [hamper, chest] = [atMost(41, 'Festive Millet Hamper'), atMost(42, 'Wedding Grain Chest')];
    servePicker([hamper, chest]);
    openCreate();
    await user().type(screen.getByRole('textbox', { name: 'Combo Name' }), 'Wedding Hamper');
    await user().upload(screen.getByLabelText('Combo Image'), anImageFile('hamper.png'));
    await choose(hamper, '1 Kg', '300000');
    await choose(chest, '1 Kg', '200000.01');
    await user().click(createButton());
    expect(screen.getByRole('alert')).toHaveTextContent("A combo's price cannot be more than ₹5,00,000.00.");
    expect(calls).toEqual([]);
  });

  test('after Create, each chosen product says what it lacks', async () => {
    serveStore();
    servePicker();
    openCreate();
    await user().type(screen.getByRole('textbox', { name: 'Combo Name' }), 'Breakfast Duo');
    await user().upload(screen.getByLabelText('Combo Image'), anImageFile('duo.png'));
    await choose(flour, '', '');
    await choose(dosa, '250 Gm', '');
    await user().click(createButton());
    expect(screen.getByText('Please select weight.')).toBeInTheDocument();
    expect(screen.getByText('Discounted price is required.')).toBeInTheDocument();
  });

  test('an image is required, and a file that is not an image is none', async () => {
    const calls = serveStore();
    servePicker();
    openCreate();
    await user().type(screen.getByRole('textbox', { name: 'Combo Name' }), 'Breakfast Duo');
    await user().click(createButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Combo image is required.');
    const notAnImage = anImageFile('notes.pdf', 'application/pdf');
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Combo Image'), notAnImage);
    await user().click(createButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Combo image is required.');
    expect(calls).toEqual([]);
  });
});

test('Enter in a field does not send the form', async () => {
  const calls = serveStore();
  servePicker();
  openCreate();
  await fillValidCombo();
  await user().type(screen.getByRole('textbox', { name: 'Combo Name' }), '{Enter}');
  expect(calls).toEqual([]);
});

describe('sending', () => {
  test('is busy while the multipart form is in flight, then the list says "Combo created successfully!"', async () => {
    const calls = serveStore();
    const store = holdCalls('product-combos/store');
    servePicker();
    serveCall('get', 'product-combos/getProductComboRecords', ok({ status: true, data: [] }));
    openCreate();
    await fillValidCombo();
    await user().click(screen.getByRole('radio', { name: 'Inactive' }));

    await user().click(createButton());
    await waitFor(() => expect(store.arrived).toBe(1));
    expect(createButton()).toHaveTextContent('Creating Product...');
    expect(createButton()).toBeDisabled();
    store.release();

    expect(await screen.findByText('Combo created successfully!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Product Combos' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const { pathname, authorization, form } = calls[0]!;
    expect(pathname).toBe('/api/product-combos/store');
    expect(authorization).toBe('Bearer token-1');
    expect(form.get('name')).toBe('Breakfast Duo');
    expect(form.get('status')).toBe('0');
    expect((form.get('image') as File).name).toBe('duo.png');
    expect(JSON.parse(form.get('combo_products') as string)).toEqual([
      { product_id: 5, weight: '500 Gm', discounted_price: 199 },
      { product_id: 6, weight: '250 Gm', discounted_price: 120.5 },
    ]);
    expect([...form.keys()].sort()).toEqual(['combo_products', 'image', 'name', 'status']);
  });

  test.each([
    [
      'a refusal with a message says it',
      refused(400, 'A chosen product or weight is no longer in the shop.'),
      'A chosen product or weight is no longer in the shop.',
    ],
    [
      'an answer with status false (the published contract\'s, never ours) says "Failed to create combo."',
      notTheApi(200, { status: false }),
      'Failed to create combo.',
    ],
    ['no answer says "Something went wrong."', 'unreachable' as const, 'Something went wrong.'],
  ])('%s, and the form can be sent again', async (_case, answer, message) => {
    serveStore(answer);
    servePicker();
    openCreate();
    await fillValidCombo();
    await user().click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(createButton()).toHaveTextContent('Create');
    expect(createButton()).toBeEnabled();
  });
});

test("a corrected combo sent again takes the last attempt's message down while it is created", async () => {
  serveStore(refused(400, 'Combo name already exists.'));
  const store = holdCalls('product-combos/store');
  servePicker();
  openCreate();
  await user().type(screen.getByRole('textbox', { name: 'Combo Name' }), 'Breakfast Duo');
  await user().click(createButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Combo image is required.');

  await user().upload(screen.getByLabelText('Combo Image'), anImageFile('duo.png'));
  await choose(flour, '500 Gm', '199');
  await choose(dosa, '250 Gm', '120.50');
  await user().click(createButton());
  await waitFor(() => expect(store.arrived).toBe(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  store.release();
  expect(await screen.findByRole('alert')).toHaveTextContent('Combo name already exists.');
});
