import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aCombo, aPrice, aProduct } from '../testing/catalog-builders.ts';
import { serveCombo, serveProduct } from '../testing/catalog-handlers.ts';
import { ComboDetailScreen } from '../features/combo-detail/combo-detail-screen.tsx';
import { ProductDetailScreen } from '../features/product-detail/product-detail-screen.tsx';

const chillaMix = aProduct({
  id: 5,
  name: 'High-Protein Chilla Mix',
  prices: [aPrice({ id: 51, weight_unit: '500 Gm', price: 449, discounted_price: 399 })],
});

async function showProduct() {
  serveProduct(chillaMix);
  const rendered = renderWithStore(<ProductDetailScreen />, { route: '/viewProduct/5', path: '/viewProduct/:p_id' });
  await screen.findByRole('heading', { level: 1, name: chillaMix.name });
  return rendered;
}

function answerAdd(path: string, answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(`*/api/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const addToCart = () => userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

test('adding a product sends one item in an array, then opens the cart', async () => {
  const { store } = await showProduct();
  const sent = answerAdd('cart/add', () => HttpResponse.json({ status: true, message: 'Product added to cart' }));
  await userEvent.clear(screen.getByLabelText('Quantity'));
  await userEvent.type(screen.getByLabelText('Quantity'), '3');
  await addToCart();
  await waitFor(() => expect(store.getState().ui.cartOpen).toBe(true));
  expect(sent).toEqual([
    [
      {
        product_id: 5,
        product_price_id: 51,
        product_name: 'High-Protein Chilla Mix',
        discounted_price: 399,
        price: 449,
        qty: 3,
      },
    ],
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an add the cart stopped at 999 says so by the button, and leaves the cart closed to be read', async () => {
  const { store } = await showProduct();
  answerAdd('cart/add', () =>
    HttpResponse.json({ status: true, message: 'Your cart holds at most 999 of an item, so it now has 999.' }),
  );
  await addToCart();
  const said = await screen.findByText('Your cart holds at most 999 of an item, so it now has 999.');
  expect(said).toHaveAttribute('role', 'status');
  expect(store.getState().ui.cartOpen).toBe(false);
});

test('adding a combo sends the combo and its quantity, then opens the cart', async () => {
  const combo = aCombo([aProduct()], { id: 8, name: 'Breakfast Combo' });
  serveCombo(combo);
  const { store } = renderWithStore(<ComboDetailScreen />, { route: '/comboView/8', path: '/comboView/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Breakfast Combo' });
  const sent = answerAdd('cart/add-combo', () => HttpResponse.json({ status: true, message: 'Combo added to cart' }));
  await addToCart();
  await waitFor(() => expect(store.getState().ui.cartOpen).toBe(true));
  expect(sent).toEqual([{ combo_id: 8, combo_qty: 1 }]);
});

test('the button is busy while the request is in flight', async () => {
  await showProduct();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const sent = answerAdd('cart/add', async () => {
    await answered;
    return HttpResponse.json({ status: true, message: 'Added' });
  });
  await addToCart();
  const button = screen.getByRole('button', { name: 'Add to Cart' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => expect(sent).toHaveLength(1));
  answer();
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(button).not.toHaveAttribute('aria-disabled');
});

test("a refusal shows the server's message beside the button, and the cart stays closed", async () => {
  const { store } = await showProduct();
  answerAdd('cart/add', () => HttpResponse.json({ status: false, message: 'Only 2 packs left.' }, { status: 422 }));
  await addToCart();
  expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 packs left.');
  expect(store.getState().ui.cartOpen).toBe(false);
});

test('no answer from the server reads "Unable to connect to the server. Please try again."', async () => {
  await showProduct();
  answerAdd('cart/add', () => HttpResponse.error());
  await addToCart();
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the server. Please try again.');
});

test('any other failure reads "An unexpected error occurred. Please try again." and clears after 2 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  await showProduct();
  answerAdd('cart/add', () => new HttpResponse('Bad gateway', { status: 502 }));
  await addToCart();
  expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
