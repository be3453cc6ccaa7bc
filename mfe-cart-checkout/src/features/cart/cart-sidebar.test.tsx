import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import { NOT_THE_API } from 'shared/testing/mocked-answers';
import { mswServer } from 'shared/testing/msw-server';
import { cartOpened } from 'shared/store/ui-slice';
import { CART_AUTO_OPEN_DELAY_MS, OPEN_CART_FLAG } from 'shared/config/open-cart-flag';
import { aCartAnswer, aComboLine, aProductLine } from '../../testing/cart-builders.ts';
import { refused } from 'shared/testing/answer';
import { bodiesOf, serveCall } from 'shared/testing/serve-call';
import { changed, noAutomaticCoupon, serveCart } from '../../testing/cart-handlers.ts';
import { renderWithSession } from '../../testing/render-with-session.tsx';
import { CART_ALERT_MS } from './cart-messages.ts';
import { CartSidebar } from './cart-sidebar.tsx';

const renderSidebar = () =>
  renderWithSession(<CartSidebar />, {
    otherRoutes: <Route path={paths.checkout} element={<h1>Checkout page</h1>} />,
  });

async function openCart() {
  const rendered = renderSidebar();
  act(() => {
    rendered.store.dispatch(cartOpened());
  });
  const cart = await screen.findByRole('dialog', { name: 'Your Cart' });
  await waitFor(() => expect(within(cart).queryByText('Loading')).not.toBeInTheDocument());
  return { ...rendered, cart };
}

const chillaMix = () =>
  aProductLine({
    id: 1,
    product_id: 11,
    product_price_id: 21,
    product_name: 'High-Protein Chilla Mix',
    weight_unit: '500 Gm',
    price: 399,
    qty: 2,
  });
const breakfastCombo = () => aComboLine({ id: 2, combo_id: 31, product_name: 'Breakfast Combo', price: 699, qty: 1 });

test('the floating button is named "Cart" and the sidebar is closed at first', () => {
  serveCart(aCartAnswer([]));
  renderSidebar();
  expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('cartOpened() from anywhere opens "Your Cart" with its lines, subtotal, coupon line and total', async () => {
  serveCart(aCartAnswer([chillaMix(), breakfastCombo()], { code: 'WELCOME1', value: 149.7 }));
  const { cart } = await openCart();
  const lines = within(cart).getAllByRole('listitem');
  expect(lines.map((line) => within(line).getByText(/Mix|Combo/).textContent)).toEqual([
    'High-Protein Chilla Mix (500 Gm)',
    'Breakfast Combo',
  ]);
  expect(within(lines[0]!).getByText('₹399.00')).toBeInTheDocument();
  expect(within(lines[0]!).getByRole('textbox', { name: 'Quantity of High-Protein Chilla Mix (500 Gm)' })).toHaveValue(
    '2',
  );
  expect(within(cart).getByText('Subtotal').nextSibling).toHaveTextContent('₹1,497.00');
  expect(within(cart).getByText('Coupon (WELCOME1)').nextSibling).toHaveTextContent('−₹149.70');
  expect(within(cart).getByText('Total').nextSibling).toHaveTextContent('₹1,347.30');
});

test('line images come from the product and combo storage paths', async () => {
  serveCart(aCartAnswer([chillaMix(), breakfastCombo()]));
  const { cart } = await openCart();
  const images = [...cart.querySelectorAll('img')].map((image) => image.getAttribute('src'));
  expect(images).toEqual(['/storage/product/11/chilla.webp', '/storage/product_combo/31/breakfast-combo.webp']);
});

test('with no coupon there is no coupon line', async () => {
  serveCart(aCartAnswer([chillaMix()]));
  const { cart } = await openCart();
  expect(within(cart).queryByText(/Coupon/)).not.toBeInTheDocument();
});

test('an empty cart reads "No products in your cart." and offers no promo box or Checkout', async () => {
  serveCart(aCartAnswer([]));
  const { cart } = await openCart();
  expect(within(cart).getByText('No products in your cart.')).toBeInTheDocument();
  expect(within(cart).queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
  expect(within(cart).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
});

test('a cart that fails to load shows the empty list', async () => {
  mswServer.use(http.get('*/api/cart', () => HttpResponse.json({ status: false, message: 'Down' }, { status: 500 })));
  const { cart } = await openCart();
  expect(await within(cart).findByText('No products in your cart.')).toBeInTheDocument();
});

test.each([
  ['lines that are not a list', { ...aCartAnswer([]), data: 'nope' }],
  ['a line without a quantity', aCartAnswer([{ ...aProductLine(), qty: 'two' as unknown as number }])],
  ['a coupon that is not JSON', { ...aCartAnswer([aProductLine()]), coupon: '{code' }],
  ['no total', { ...aCartAnswer([aProductLine()]), final_total: undefined }],
])('malformed data (%s) shows "Invalid data format received."', async (_, answer) => {
  serveCart(answer, NOT_THE_API);
  const { cart } = await openCart();
  expect(within(cart).getByRole('alert')).toHaveTextContent('Invalid data format received.');
  expect(within(cart).queryByText('No products in your cart.')).not.toBeInTheDocument();
});

test('"Loading" shows while the cart is fetched', async () => {
  serveCart(aCartAnswer([chillaMix()]));
  const { store } = renderSidebar();
  act(() => {
    store.dispatch(cartOpened());
  });
  expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByText('High-Protein Chilla Mix (500 Gm)')).toBeInTheDocument();
});

test('each opening reloads the cart from the server', async () => {
  const reads = serveCart(aCartAnswer([chillaMix()]));
  renderSidebar();
  await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
  await screen.findByText('High-Protein Chilla Mix (500 Gm)');
  await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
  await waitFor(() => expect(reads.count).toBe(2));
});

test('the button opens the sidebar, focus moves in, Escape closes it and focus returns to the button', async () => {
  serveCart(aCartAnswer([chillaMix()]));
  renderSidebar();
  const button = screen.getByRole('button', { name: 'Cart' });
  await userEvent.click(button);
  const cart = screen.getByRole('dialog', { name: 'Your Cart' });
  expect(cart).toHaveAttribute('aria-modal', 'true');
  expect(cart).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('the close button closes the sidebar', async () => {
  serveCart(aCartAnswer([]));
  await openCart();
  await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('removing a product line sends its product and weight', async () => {
  serveCart(aCartAnswer([chillaMix()]));
  const removed = serveCall('post', 'cart/remove', changed);
  const { cart } = await openCart();
  await userEvent.click(within(cart).getByRole('button', { name: 'Remove High-Protein Chilla Mix (500 Gm)' }));
  await waitFor(() => expect(bodiesOf(removed)).toEqual([{ product_id: 11, product_price_id: 21 }]));
});

test('removing a combo line sends the combo', async () => {
  serveCart(aCartAnswer([breakfastCombo()]));
  const removed = serveCall('post', 'cart/remove-combo', changed);
  const { cart } = await openCart();
  await userEvent.click(within(cart).getByRole('button', { name: 'Remove Breakfast Combo' }));
  await waitFor(() => expect(bodiesOf(removed)).toEqual([{ combo_id: 31 }]));
});

test('a removal reloads the cart', async () => {
  const reads = serveCart(aCartAnswer([chillaMix()]));
  serveCall('post', 'cart/remove', changed);
  const { cart } = await openCart();
  const before = reads.count;
  await userEvent.click(within(cart).getByRole('button', { name: 'Remove High-Protein Chilla Mix (500 Gm)' }));
  await waitFor(() => expect(reads.count).toBe(before + 1));
});

test('a failed change reads "Failed to update the product!", which clears after 2 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  serveCart(aCartAnswer([chillaMix()]));
  serveCall('post', 'cart/remove', refused(422, 'Nope'));
  const { cart } = await openCart();
  await userEvent.click(within(cart).getByRole('button', { name: 'Remove High-Protein Chilla Mix (500 Gm)' }));
  expect(await within(cart).findByRole('alert')).toHaveTextContent('Failed to update the product!');
  act(() => jest.advanceTimersByTime(CART_ALERT_MS));
  expect(within(cart).queryByRole('alert')).not.toBeInTheDocument();
});

test('a cart above the order maximum says so under its totals and offers no way to checkout', async () => {
  serveCart(aCartAnswer([aProductLine({ product_name: 'Millet Hamper', price: 99_99_999, qty: 3 })]));
  const { cart } = await openCart();
  expect(within(cart).getByText('Subtotal').nextSibling).toHaveTextContent('₹2,99,99,997.00');
  expect(within(cart).getByRole('alert')).toHaveTextContent(
    'An order can come to at most ₹5,00,000.00. Please remove some items from your cart.',
  );
  expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeDisabled();
});

test('a cart of exactly the order maximum checks out as any other', async () => {
  serveCart(aCartAnswer([aProductLine({ price: 2_50_000, qty: 2 })]));
  const { cart } = await openCart();
  expect(within(cart).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('Checkout closes the sidebar and goes to the checkout page', async () => {
  serveCart(aCartAnswer([chillaMix()]));
  const { cart, store } = await openCart();
  await userEvent.click(within(cart).getByRole('button', { name: 'Checkout' }));
  expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  expect(store.getState().ui.cartOpen).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a navigation carrying the open-cart flag opens the sidebar after 200 ms', async () => {
  serveCart(aCartAnswer([]));
  renderWithSession(
    <>
      <CartSidebar />
      <Link to="/somewhere" state={{ [OPEN_CART_FLAG]: true }}>
        Continue
      </Link>
    </>,
  );
  jest.useFakeTimers();
  await userEvent
    .setup({ advanceTimers: jest.advanceTimersByTime })
    .click(screen.getByRole('link', { name: 'Continue' }));
  act(() => jest.advanceTimersByTime(CART_AUTO_OPEN_DELAY_MS - 1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
});

test('the cart waits for the session id before asking for the cart', async () => {
  const { store } = renderWithSession(<CartSidebar />, { preloadedState: { session: { sessionId: null } } });
  act(() => {
    store.dispatch(cartOpened());
  });
  // No handler is set: a request would fail the test (msw rejects unhandled calls).
  expect(await screen.findByText('No products in your cart.')).toBeInTheDocument();
});

describe('the automatic coupon', () => {
  function countAutoApplyCalls(answer: object) {
    const asked = { count: 0 };
    mswServer.use(
      http.post('*/api/cart/auto-apply-coupon', () => {
        asked.count += 1;
        return HttpResponse.json(answer);
      }),
    );
    return asked;
  }

  test('opening a cart with lines and no coupon asks the server once, and shows the coupon it applied', async () => {
    const asked = countAutoApplyCalls({ status: true, message: 'Coupon applied.', discount: 39.9 });
    mswServer.use(
      http.get('*/api/cart', () =>
        HttpResponse.json(aCartAnswer([chillaMix()], asked.count > 0 ? { code: 'MILLET05', value: 39.9 } : null)),
      ),
    );
    const { cart } = await openCart();
    expect(await within(cart).findByText('Coupon (MILLET05)')).toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  test('when none applies the cart stays as it is and says nothing', async () => {
    const asked = countAutoApplyCalls(noAutomaticCoupon);
    mswServer.use(http.get('*/api/cart', () => HttpResponse.json(aCartAnswer([chillaMix()]))));
    const { cart } = await openCart();
    await waitFor(() => expect(asked.count).toBe(1));
    expect(within(cart).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cart).queryByText(/^Coupon \(/)).not.toBeInTheDocument();
  });

  test.each([
    ['an empty cart', aCartAnswer([])],
    ['a cart that has a coupon', aCartAnswer([chillaMix()], { code: 'HEALTH10', value: 79.8 })],
  ])('%s does not ask for one', async (_, answer) => {
    serveCart(answer);
    const asked = countAutoApplyCalls(noAutomaticCoupon);
    const { store } = await openCart();
    // the loaded cart's effects have run: a call asked for would have started by now
    expect(store.getState().api.mutations).toEqual({});
    expect(asked.count).toBe(0);
  });
});
