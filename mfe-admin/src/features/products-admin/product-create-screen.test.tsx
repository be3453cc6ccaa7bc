import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { created, ok, refused, type Answer } from 'shared/testing/answer';
import ProductCreatePage from '../../exposes/product-create-page.tsx';
import ProductsPage from '../../exposes/products-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { serveProductForm } from '../../testing/products-admin-calls.ts';
import { anAdminProduct, anImageFile } from '../../testing/products-admin-builders.ts';
import { holdCalls } from '../../testing/hold-calls.ts';
import { button, group, productFormUser, textbox } from '../../testing/product-form-queries.ts';
import { serveCall } from 'shared/testing/serve-call';

const user = productFormUser();

const openCreate = () =>
  renderWithStore(<ProductCreatePage />, {
    route: paths.adminProductCreate,
    path: paths.adminProductCreate,
    preloadedState: signedInAdmin(),
    otherRoutes: <Route path={paths.adminProducts} element={<ProductsPage />} />,
  });

const serveStore = (
  answer: Answer = created({ status: true, message: 'Product created successfully!', data: anAdminProduct() }),
) => serveProductForm('products/store', answer);

const createButton = () => screen.getByRole('button', { name: /^(Create|Creating Product\.\.\.)$/ });
/** Types `text` at once (a paste): the form is long, and typing it key by key is slow. */
async function fill(field: HTMLElement, text: string) {
  await user().click(field);
  await user().paste(text);
}

async function fillPrice(index: number, weight: string, price: string, unit = 'Gm') {
  const row = group(`Weight and price ${index}`);
  await user().type(textbox('Weight', row), weight);
  await user().selectOptions(within(row).getByRole('combobox', { name: 'Unit' }), unit);
  await user().type(textbox('Price', row), price);
}

async function pickImage(index: number, image: string, thumbnail: string) {
  const entry = group(`Image ${index}`);
  await user().upload(within(entry).getByLabelText('Image'), anImageFile(image));
  await user().upload(within(entry).getByLabelText('Thumbnail'), anImageFile(thumbnail));
}

/** Every required field of a one-weight, one-image product. */
async function fillValidProduct() {
  await fill(textbox('Product Name'), 'Foxtail Millet Khichdi Mix');
  await fillPrice(1, '500', '249');
  await pickImage(1, 'front.png', 'front-thumb.png');
  await fill(textbox('Ingredient 1'), 'Foxtail millet');
  await fill(textbox('Description 1'), 'A one-pot khichdi.');
  await fill(textbox('Label of row 1'), 'Energy');
  await fill(textbox('Row 1, column 1'), '350 kcal');
  await fill(textbox('Step 1'), 'Rinse the mix.');
}

const columnNames = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('textbox', { name: /^Name of column/ })
    .map((input) => (input as HTMLInputElement).value);

test('starts with one entry in every section, in stock, with one nutrition column "Column 1" and one row', () => {
  openCreate();
  expect(screen.getByRole('heading', { level: 1, name: 'Create Product' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'In Stock' })).toBeChecked();
  expect(screen.getAllByRole('group', { name: /^Weight and price/ })).toHaveLength(1);
  expect(screen.getAllByRole('group', { name: /^Image \d/ })).toHaveLength(1);
  expect(within(group('Image 1')).getByRole('radio', { name: 'Default' })).toBeChecked();
  expect(within(group('Image 1')).getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
  expect(within(group('Image 1')).getByLabelText('Thumbnail')).toHaveAttribute('accept', 'image/*');
  expect(textbox('Ingredient 1')).toBeInTheDocument();
  expect(textbox('Description 1')).toBeInTheDocument();
  expect(columnNames()).toEqual(['Column 1']);
  expect(screen.getAllByRole('textbox', { name: /^Label of row/ })).toHaveLength(1);
  expect(textbox('Serving Size')).toBeInTheDocument();
  expect(textbox('Servings Per Container')).toBeInTheDocument();
  expect(textbox('Step 1')).toBeInTheDocument();
  expect(textbox('Tip')).toBeInTheDocument();
  expect(screen.getByLabelText('How to Use Image')).toHaveAttribute('accept', 'image/*');
  expect(document.title).toBe('Create Product | Healthy Grains');
});

test.each([
  ['weights', 'Add weight', 'Remove weight'],
  ['images', 'Add image', 'Remove image'],
  ['ingredients', 'Add ingredient', 'Remove ingredient'],
  ['descriptions', 'Add description', 'Remove description'],
  ['steps', 'Add step', 'Remove step'],
])('the %s never drop below one entry', async (_list, add, remove) => {
  openCreate();
  expect(button(`${remove} 1`)).toBeDisabled();
  await user().click(button(add));
  expect(button(`${remove} 1`)).toBeEnabled();
  expect(button(`${remove} 2`)).toBeEnabled();
  await user().click(button(`${remove} 1`));
  expect(screen.queryByRole('button', { name: `${remove} 2` })).not.toBeInTheDocument();
  expect(button(`${remove} 1`)).toBeDisabled();
});

test('removing an entry keeps what the others hold', async () => {
  openCreate();
  await fill(textbox('Ingredient 1'), 'Ragi');
  await user().click(button('Add ingredient'));
  await fill(textbox('Ingredient 2'), 'Jowar');
  await user().click(button('Remove ingredient 1'));
  expect(textbox('Ingredient 1')).toHaveValue('Jowar');
});

describe('the default image', () => {
  const defaultOf = (index: number) => within(group(`Image ${index}`)).getByRole('radio', { name: 'Default' });

  test('exactly one image is the default: choosing one clears the others', async () => {
    openCreate();
    await user().click(button('Add image'));
    await user().click(button('Add image'));
    expect([1, 2, 3].map((index) => (defaultOf(index) as HTMLInputElement).checked)).toEqual([true, false, false]);
    await user().click(defaultOf(3));
    expect([1, 2, 3].map((index) => (defaultOf(index) as HTMLInputElement).checked)).toEqual([false, false, true]);
  });

  test('removing the default makes the first image left the default', async () => {
    openCreate();
    await user().click(button('Add image'));
    await user().click(defaultOf(2));
    await user().click(button('Remove image 2'));
    expect(defaultOf(1)).toBeChecked();
  });
});

describe('the nutrition table', () => {
  test('a new column is "Column N" and adds an empty cell to every row', async () => {
    openCreate();
    await user().click(button('Add row'));
    await user().click(button('Add column'));
    expect(columnNames()).toEqual(['Column 1', 'Column 2']);
    expect(textbox('Row 1, column 2')).toHaveValue('');
    expect(textbox('Row 2, column 2')).toHaveValue('');
  });

  test('removing a column takes its cells and relabels the automatic names; a typed name stays', async () => {
    openCreate();
    await user().click(button('Add column'));
    await user().click(button('Add column'));
    await user().click(button('Add column'));
    const third = textbox('Name of column 3');
    await user().clear(third);
    await fill(third, 'Per 100 g');
    await fill(textbox('Row 1, column 1'), 'a');
    await fill(textbox('Row 1, column 2'), 'b');
    await fill(textbox('Row 1, column 3'), 'c');
    await fill(textbox('Row 1, column 4'), 'd');
    await user().click(button('Remove column 2'));
    expect(columnNames()).toEqual(['Column 1', 'Per 100 g', 'Column 3']);
    expect([1, 2, 3].map((column) => (textbox(`Row 1, column ${column}`) as HTMLInputElement).value)).toEqual([
      'a',
      'c',
      'd',
    ]);
  });

  test('neither columns nor rows drop below one', async () => {
    openCreate();
    expect(button('Remove column 1')).toBeDisabled();
    expect(button('Remove row 1')).toBeDisabled();
    await user().click(button('Add column'));
    await user().click(button('Add row'));
    await user().click(button('Remove column 1'));
    await user().click(button('Remove row 2'));
    expect(columnNames()).toEqual(['Column 1']);
    expect(button('Remove column 1')).toBeDisabled();
    expect(button('Remove row 1')).toBeDisabled();
  });
});

test('weights take digits only, at most 4; prices and discount prices digits only', async () => {
  openCreate();
  const row = group('Weight and price 1');
  await user().type(textbox('Weight', row), 'a1b2c345');
  await user().type(textbox('Price', row), '2x49.5');
  await user().type(textbox('Discount Price', row), '-199');
  expect(textbox('Weight', row)).toHaveValue('1234');
  expect(textbox('Price', row)).toHaveValue('2495');
  expect(textbox('Discount Price', row)).toHaveValue('199');
  expect(within(row).getByRole('combobox', { name: 'Unit' })).toHaveValue('Gm');
  expect(
    within(within(row).getByRole('combobox', { name: 'Unit' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Gm', 'Kg']);
});

test('Enter in a field does not send the form', async () => {
  const calls = serveStore();
  openCreate();
  await fillValidProduct();
  await user().type(textbox('Product Name'), '{Enter}');
  await user().type(textbox('Ingredient 1'), '{Enter}');
  expect(createButton()).toHaveTextContent('Create');
  expect(calls).toEqual([]);
});

describe('validation', () => {
  test.each([
    ['no name', async () => user().clear(textbox('Product Name')), 'Product name is required'],
    ['no weight', async () => user().clear(textbox('Weight', group('Weight and price 1'))), 'Weight is required.'],
    ['no price', async () => user().clear(textbox('Price', group('Weight and price 1'))), 'Price is required.'],
    [
      'a discount above the price',
      async () => fill(textbox('Discount Price', group('Weight and price 1')), '300'),
      'Discount price cannot exceed the price.',
    ],
    [
      'a price above what one order may come to',
      async () => fill(textbox('Price', group('Weight and price 1')), '9999999'),
      'Price cannot be more than ₹5,00,000.00.',
    ],
    ['an image without a file', async () => user().click(button('Add image')), 'Each image needs an image file.'],
    [
      'an image without a thumbnail',
      async () => {
        await user().click(button('Add image'));
        await user().upload(within(group('Image 2')).getByLabelText('Image'), anImageFile('side.png'));
      },
      'Each image needs a thumbnail.',
    ],
    [
      'a file that is not an image',
      async () => {
        await user().click(button('Add image'));
        const entry = group('Image 2');
        const notAnImage = anImageFile('notes.pdf', 'application/pdf');
        await userEvent.setup({ applyAccept: false }).upload(within(entry).getByLabelText('Image'), notAnImage);
        await user().upload(within(entry).getByLabelText('Thumbnail'), anImageFile('side-thumb.png'));
      },
      'Each image needs an image file.',
    ],
    ['an empty ingredient', async () => user().clear(textbox('Ingredient 1')), 'Every ingredient needs text.'],
    [
      'a nutrition row without a label',
      async () => user().clear(textbox('Label of row 1')),
      'Every nutrition row needs a label.',
    ],
    [
      'two nutrition columns of one name',
      async () => {
        await user().click(button('Add column'));
        await user().clear(textbox('Name of column 2'));
        await fill(textbox('Name of column 2'), 'Column 1');
      },
      'Every nutrition column needs a different name.',
    ],
    ['an empty step', async () => user().clear(textbox('Step 1')), 'Every how-to-use step needs text.'],
  ])('%s says so, and nothing is sent', async (_case, breakRule, message) => {
    const calls = serveStore();
    openCreate();
    await fillValidProduct();
    await breakRule();
    await user().click(createButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(createButton()).toHaveTextContent('Create');
    expect(calls).toEqual([]);
  });

  test('an empty form first asks for the name', async () => {
    openCreate();
    await user().click(createButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Product name is required');
  });
});

describe('sending', () => {
  test('is busy while the multipart form is in flight, the default image first', async () => {
    const calls = serveStore();
    const store = holdCalls('products/store');
    serveCall('get', 'products/getProductRecords', ok({ status: true, data: [] }));
    openCreate();
    await fillValidProduct();
    await user().click(screen.getByRole('switch', { name: 'In Stock' }));
    await fill(textbox('Discount Price', group('Weight and price 1')), '219');
    await user().click(button('Add weight'));
    await fillPrice(2, '1', '469', 'Kg');
    await user().click(button('Add image'));
    await pickImage(2, 'back.png', 'back-thumb.png');
    await user().click(within(group('Image 2')).getByRole('radio', { name: 'Default' }));
    await user().click(button('Add ingredient'));
    await fill(textbox('Ingredient 2'), 'Moong dal');
    await user().click(button('Add column'));
    await fill(textbox('Row 1, column 2'), '175 kcal');
    await fill(textbox('Serving Size'), '50 g');
    await fill(textbox('Servings Per Container'), '10');
    await user().click(button('Add step'));
    await fill(textbox('Step 2'), 'Pressure-cook for 3 whistles.');
    await fill(textbox('Tip'), 'Add ghee on top.');
    await user().upload(screen.getByLabelText('How to Use Image'), anImageFile('how-to.png'));

    await user().click(createButton());
    await waitFor(() => expect(store.arrived).toBe(1));
    expect(createButton()).toHaveTextContent('Creating Product...');
    expect(createButton()).toBeDisabled();
    store.release();

    expect(await screen.findByText('Product created successfully!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const { pathname, authorization, form } = calls[0]!;
    expect(pathname).toBe('/api/products/store');
    expect(authorization).toBe('Bearer token-1');
    const text = (name: string) => form.get(name);
    const fileName = (name: string) => (form.get(name) as File | null)?.name;
    expect(text('name')).toBe('Foxtail Millet Khichdi Mix');
    expect(text('serving_size')).toBe('50 g');
    expect(text('serving_per_container')).toBe('10');
    expect(text('in_stock')).toBe('0');
    expect(JSON.parse(text('prices') as string)).toEqual([
      { weight: '500', unit: 'Gm', price: '249', discounted_price: '219' },
      { weight: '1', unit: 'Kg', price: '469', discounted_price: '' },
    ]);
    expect(JSON.parse(text('ingredients') as string)).toEqual([
      { ingredient: 'Foxtail millet' },
      { ingredient: 'Moong dal' },
    ]);
    expect(JSON.parse(text('descriptions') as string)).toEqual([{ description: 'A one-pot khichdi.' }]);
    expect(JSON.parse(text('nutritional_information') as string)).toEqual([
      { label: 'Energy', 'Column 1': '350 kcal', 'Column 2': '175 kcal' },
    ]);
    expect(JSON.parse(text('how_to_use') as string)).toEqual({
      steps: [
        { step_order: 1, step_details: 'Rinse the mix.' },
        { step_order: 2, step_details: 'Pressure-cook for 3 whistles.' },
      ],
      tip: 'Add ghee on top.',
    });
    expect(fileName('how_to_use_image')).toBe('how-to.png');
    expect([fileName('images[0]'), fileName('thumbnails[0]'), text('defaultImageFlags[0]')]).toEqual([
      'back.png',
      'back-thumb.png',
      '1',
    ]);
    expect([fileName('images[1]'), fileName('thumbnails[1]'), text('defaultImageFlags[1]')]).toEqual([
      'front.png',
      'front-thumb.png',
      '0',
    ]);
    expect([...form.keys()].filter((key) => /^(image_ids|deleted_image_ids|default_image_index)/.test(key))).toEqual(
      [],
    );
  });

  test('without a how-to-use image the form sends none', async () => {
    const calls = serveStore();
    serveCall('get', 'products/getProductRecords', ok({ status: true, data: [] }));
    openCreate();
    await fillValidProduct();
    await user().click(createButton());
    await screen.findByRole('status');
    expect(calls[0]?.form.has('how_to_use_image')).toBe(false);
    expect(calls[0]?.form.get('in_stock')).toBe('1');
  });

  test.each([
    ['"Failed to create product." when the server refuses', { status: 500 }, 'Failed to create product.'],
    ["the server's own message", refused(400, 'Weight must be above 0.'), 'Weight must be above 0.'],
    ['"Something went wrong." with no answer', 'unreachable', 'Something went wrong.'],
  ] as const)('a failure says %s and leaves the busy state', async (_case, answer, message) => {
    serveStore(answer);
    openCreate();
    await fillValidProduct();
    await user().click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(createButton()).toHaveTextContent('Create');
    expect(createButton()).toBeEnabled();
    expect(textbox('Product Name')).toHaveValue('Foxtail Millet Khichdi Mix');
  });
});
