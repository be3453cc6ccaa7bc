import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOpened } from 'shared/store/ui-slice';
import { aCartAnswer, aProductLine } from '../../testing/cart-builders.ts';
import { ok, refused } from 'shared/testing/answer';
import { bodiesOf, serveCall, serveHeldCall } from 'shared/testing/serve-call';
import { serveCart } from '../../testing/cart-handlers.ts';
import { renderWithSession } from '../../testing/render-with-session.tsx';
import { CART_ALERT_MS } from './cart-messages.ts';
import { CartSidebar } from './cart-sidebar.tsx';

async function openCart() {
  const { store } = renderWithSession(<CartSidebar />);
  act(() => {
    store.dispatch(cartOpened());
  });
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

async function promoBox() {
  serveCart(aCartAnswer([aProductLine()]));
  const cart = await openCart();
  return { cart, code: await within(cart).findByRole('textbox', { name: 'Promo code' }) };
}

test('the code is upper-cased as it is typed and holds at most 8 characters', async () => {
  const { code } = await promoBox();
  await userEvent.type(code, 'welcome10x');
  expect(code).toHaveValue('WELCOME1');
  expect(code).toHaveAttribute('maxLength', '8');
});

test('an empty code reads "Please enter a promocode." and sends nothing', async () => {
  const { cart } = await promoBox();
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  expect(within(cart).getByRole('alert')).toHaveTextContent('Please enter a promocode.');
});

test('the promo box is not offered with an empty cart', async () => {
  serveCart(aCartAnswer([]));
  const cart = await openCart();
  await within(cart).findByText('No products in your cart.');
  expect(within(cart).queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
  expect(within(cart).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

test("a valid code is sent and the server's message shown", async () => {
  const { cart, code } = await promoBox();
  const applied = serveCall(
    'post',
    'cart/apply-coupon',
    ok({
      status: true,
      message: 'Coupon applied successfully.',
      discount: 40,
    }),
  );
  await userEvent.type(code, 'welcome10');
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  expect(await within(cart).findByRole('alert')).toHaveTextContent('Coupon applied successfully.');
  expect(bodiesOf(applied)).toEqual([{ coupon_code: 'WELCOME1' }]);
});

test("a refused code shows the server's message", async () => {
  const { cart, code } = await promoBox();
  serveCall('post', 'cart/apply-coupon', refused(422, 'This coupon has expired.'));
  await userEvent.type(code, 'OLDCODE1');
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  expect(await within(cart).findByRole('alert')).toHaveTextContent('This coupon has expired.');
});

test('a refusal without a message reads "Invalid coupon code."', async () => {
  const { cart, code } = await promoBox();
  serveCall('post', 'cart/apply-coupon', { status: 400 });
  await userEvent.type(code, 'NOPE1234');
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  expect(await within(cart).findByRole('alert')).toHaveTextContent('Invalid coupon code.');
});

test('no answer at all reads "An unexpected error occurred. Please try again." and clears after 2 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const { cart, code } = await promoBox();
  serveCall('post', 'cart/apply-coupon', 'unreachable');
  await userEvent.type(code, 'WELCOME1');
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  expect(await within(cart).findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  act(() => jest.advanceTimersByTime(CART_ALERT_MS));
  expect(within(cart).queryByRole('alert')).not.toBeInTheDocument();
});

test("a code sent after a refusal takes the last attempt's message down while it is checked", async () => {
  const { cart, code } = await promoBox();
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  expect(within(cart).getByRole('alert')).toHaveTextContent('Please enter a promocode.');
  const { calls, release } = serveHeldCall('post', 'cart/apply-coupon');
  await userEvent.type(code, 'WELCOME1');
  await userEvent.click(within(cart).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(within(cart).queryByRole('alert')).not.toBeInTheDocument();
  release(refused(422, 'This coupon has expired.'));
  expect(await within(cart).findByRole('alert')).toHaveTextContent('This coupon has expired.');
});
