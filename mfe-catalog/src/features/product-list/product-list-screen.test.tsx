import { screen, within } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aComboSummary, aPrice, aProductSummary } from '../../testing/catalog-builders.ts';
import userEvent from '@testing-library/user-event';
import { paths } from 'shared/config/routes';
import { failWith, serveCombos, serveProductPages } from '../../testing/catalog-handlers.ts';
import { ProductListScreen } from './product-list-screen.tsx';

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

function renderList(products = [aProductSummary()], combos = [aComboSummary()], route: string = paths.products) {
  const asked = serveProductPages(products);
  serveCombos(combos);
  return { asked, ...renderWithStore(<ProductListScreen />, { route }) };
}

// React keeps the FormData of a form submitted during a transition (for useFormStatus), and the router navigates in
// one; the test environment's FormData is Node's, which cannot read a jsdom form, so it is given none here.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = function EmptyFormData() {
    return new NodeFormData();
  } as unknown as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const manyProducts = (count: number) =>
  Array.from({ length: count }, (_, index) => aProductSummary({ id: index + 1, name: `Mix ${index + 1}` }));
const manyCombos = (count: number) =>
  Array.from({ length: count }, (_, index) => aComboSummary({ id: index + 1, name: `Combo ${index + 1}` }));

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

test('the list asks for its first page of 24, and links to the next page', async () => {
  const { asked } = renderList(manyProducts(30));
  expect(await screen.findByRole('link', { name: 'Mix 24' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Mix 25' })).not.toBeInTheDocument();
  expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', per_page: '24' });
  const pager = screen.getByRole('navigation', { name: 'Product pages' });
  expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
  expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${paths.products}?page=2`);
  expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
  expect(within(pager).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
});

test('a later page comes from its address, links back to the first, and shows the same page of combos', async () => {
  renderList(manyProducts(30), manyCombos(30), `${paths.products}?page=2`);
  expect(await screen.findByRole('link', { name: 'Mix 25' })).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Product pages' });
  expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
  expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', paths.products);
  expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  expect(within(pager).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  const combos = await screen.findByRole('region', { name: 'Combos' });
  expect(within(combos).getByRole('heading', { name: 'Combo 25' })).toBeInTheDocument();
  expect(within(combos).queryByRole('heading', { name: 'Combo 24' })).not.toBeInTheDocument();
});

test('combos beyond the products’ last page keep the pager going, with no "No Products Found"', async () => {
  renderList(manyProducts(3), manyCombos(30));
  const pager = await screen.findByRole('navigation', { name: 'Product pages' });
  await within(pager).findByText('Page 1 of 2');
  expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${paths.products}?page=2`);
});

test('a page of combos alone shows them without saying no product was found', async () => {
  renderList(manyProducts(3), manyCombos(30), `${paths.products}?page=2`);
  const combos = await screen.findByRole('region', { name: 'Combos' });
  expect(within(combos).getByRole('heading', { name: 'Combo 30' })).toBeInTheDocument();
  expect(screen.queryByText('No Products Found')).not.toBeInTheDocument();
});

test('one page of products has no pager', async () => {
  renderList(manyProducts(3));
  await screen.findByRole('link', { name: 'Mix 3' });
  expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
});

test('a search asks the API for its words and says how many match', async () => {
  const { asked } = renderList([aProductSummary({ name: 'Gluten-Free Multigrain Flour' })]);
  await screen.findByRole('link', { name: 'Gluten-Free Multigrain Flour' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  multigrian ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('1 product matches “multigrian”')).toBeInTheDocument();
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', per_page: '24', q: 'multigrian' });
});

test('a search says which of its words it left out', async () => {
  serveProductPages([aProductSummary({ name: 'Ragi Dosa Mix' })], { ignored_words: ['a', 'x'] });
  serveCombos([]);
  renderWithStore(<ProductListScreen />, { route: `${paths.products}?q=a+ragi+x` });
  expect(await screen.findByText('1 product matches “a ragi x”')).toBeInTheDocument();
  expect(
    screen.getByText('Not searched: “a”, “x”. A search looks for its first 8 words of 2 letters or more.'),
  ).toBeInTheDocument();
});

test('a search of left-out words alone claims no match', async () => {
  serveProductPages(manyProducts(2), { ignored_words: ['a'] });
  serveCombos([]);
  renderWithStore(<ProductListScreen />, { route: `${paths.products}?q=a` });
  await screen.findByRole('link', { name: 'Mix 2' });
  expect(screen.getByText(/^Not searched: “a”\./)).toBeInTheDocument();
  expect(screen.queryByText(/products? match/)).not.toBeInTheDocument();
});

test('a search with more matches than it weighs says "at least"', async () => {
  serveProductPages(manyProducts(3), { total_capped: true });
  serveCombos([]);
  renderWithStore(<ProductListScreen />, { route: `${paths.products}?q=mix` });
  expect(await screen.findByText('At least 3 products match “mix”')).toBeInTheDocument();
  expect(screen.queryByText(/Not searched/)).not.toBeInTheDocument();
});

test('sorting and the stock filter apply at once', async () => {
  const { asked } = renderList(manyProducts(2));
  await screen.findByRole('link', { name: 'Mix 2' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
  await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
  await screen.findByRole('link', { name: 'Mix 2' });
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', per_page: '24', sort: 'price-asc', in_stock: '1' });
});

test('a search that matches nothing says so and offers the whole list', async () => {
  renderList([], [], `${paths.products}?q=chocolate`);
  expect(await screen.findByText('No Products Found')).toBeInTheDocument();
  expect(
    screen.getByText('Nothing matches “chocolate”. Check the spelling, or try a single word.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', paths.products);
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('chocolate');
});
