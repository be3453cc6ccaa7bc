import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOpened } from 'shared/store/ui-slice';
import { aCartAnswer, aComboLine, aProductLine } from '../../testing/cart-builders.ts';
import { bodiesOf, serveCall } from 'shared/testing/serve-call';
import { changed, serveCart } from '../../testing/cart-handlers.ts';
import { renderWithSession } from '../../testing/render-with-session.tsx';
import { CartSidebar } from './cart-sidebar.tsx';

const chillaMix = aProductLine({
  product_id: 11,
  product_price_id: 21,
  product_name: 'Chilla Mix',
  weight_unit: '500 Gm',
  qty: 2,
});
const breakfastCombo = aComboLine({ combo_id: 31, product_name: 'Breakfast Combo', qty: 1 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function quantityOf(name: string) {
  const { store } = renderWithSession(<CartSidebar />);
  act(() => {
    store.dispatch(cartOpened());
  });
  const cart = await screen.findByRole('dialog', { name: 'Your Cart' });
  return within(cart).findByRole('textbox', { name: `Quantity of ${name}` });
}

/** Lets the debounce run out and the request reach the mock. */
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('a 0 becomes 1 when the field is left, and the hint says why', async () => {
  serveCart(aCartAnswer([chillaMix]));
  const updates = serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().clear(quantity);
  await user().type(quantity, '0');
  expect(quantity).toHaveValue('0');
  await user().tab();
  expect(quantity).toHaveValue('1');
  expect(quantity).toHaveAccessibleDescription('The least is 1; remove the item to take it out of the cart.');
  await wait(100);
  expect(bodiesOf(updates)).toEqual([{ product_id: 11, product_price_id: 21, qty: 1 }]);
});

test('a quantity above 999 is clamped to 999, and the hint says so', async () => {
  serveCart(aCartAnswer([chillaMix]));
  const updates = serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().clear(quantity);
  await user().type(quantity, '1000');
  expect(quantity).toHaveValue('999');
  expect(quantity).toHaveAccessibleDescription('Your cart holds at most 999 of an item.');
  await wait(100);
  expect(bodiesOf(updates)).toEqual([{ product_id: 11, product_price_id: 21, qty: 999 }]);
});

test('letters and signs are rejected, and the hint says what is taken', async () => {
  serveCart(aCartAnswer([chillaMix]));
  const updates = serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().type(quantity, 'a-.');
  expect(quantity).toHaveValue('2');
  expect(quantity).toHaveAccessibleDescription('Whole numbers only, from 1 to 999.');
  await wait(200);
  expect(bodiesOf(updates)).toEqual([]);
});

test('the field may be blank while typing and becomes 1 when left', async () => {
  serveCart(aCartAnswer([chillaMix]));
  const updates = serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().clear(quantity);
  expect(quantity).toHaveValue('');
  await wait(200);
  expect(bodiesOf(updates)).toEqual([]);
  await user().tab();
  expect(quantity).toHaveValue('1');
  await wait(100);
  expect(bodiesOf(updates)).toEqual([{ product_id: 11, product_price_id: 21, qty: 1 }]);
});

test('typing sends one update, 100 ms after the last keystroke', async () => {
  serveCart(aCartAnswer([chillaMix]));
  const updates = serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().clear(quantity);
  await user().type(quantity, '12');
  await wait(99);
  expect(bodiesOf(updates)).toEqual([]);
  await wait(1);
  expect(bodiesOf(updates)).toEqual([{ product_id: 11, product_price_id: 21, qty: 12 }]);
  await wait(500);
  expect(bodiesOf(updates)).toHaveLength(1);
});

test('a combo quantity is sent to update-combo', async () => {
  serveCart(aCartAnswer([breakfastCombo]));
  const updates = serveCall('post', 'cart/update-combo', changed);
  const quantity = await quantityOf('Breakfast Combo');
  await user().clear(quantity);
  await user().type(quantity, '3');
  await wait(100);
  expect(bodiesOf(updates)).toEqual([{ combo_id: 31, combo_qty: 3 }]);
});

test('typing 2.5 leaves 25 and says the point was refused', async () => {
  serveCart(aCartAnswer([chillaMix]));
  serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().clear(quantity);
  await user().type(quantity, '2.5');
  expect(quantity).toHaveValue('25');
  expect(quantity).toHaveAccessibleDescription('Whole numbers only, from 1 to 999.');
});

test('leaving the field unchanged sends nothing', async () => {
  serveCart(aCartAnswer([chillaMix]));
  const updates = serveCall('post', 'cart/update', changed);
  const quantity = await quantityOf('Chilla Mix (500 Gm)');
  await user().click(quantity);
  await user().tab();
  await wait(200);
  expect(bodiesOf(updates)).toEqual([]);
  expect(quantity).toHaveValue('2');
});
