import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { OPEN_CART_FLAG } from 'shared/config/open-cart-flag';
import { cartOpened } from 'shared/store/ui-slice';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { forgetPage } from '../remotes/page-loader.ts';
import { registerShopperRemotes } from '../remotes/register-remotes.ts';
import { CartWidget } from './cart-widget.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../remotes/remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

const load = jest.mocked(loadRemote);

beforeEach(() => {
  registerShopperRemotes({ mfe_cart_checkout: '/mfe/mfe-cart-checkout/mf-manifest.json' });
  load.mockResolvedValue({ default: () => <p>The cart remote</p> });
});
afterEach(() => {
  forgetPage('mfe_cart_checkout/CartSidebar');
});

test('the shell draws the cart button, and loads none of the cart remote, however long the page stays', async () => {
  jest.useFakeTimers();
  renderWithStore(<CartWidget />);
  expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
  expect(load).not.toHaveBeenCalled();
});

test('the cart remote loads when the shopper clicks the button, and the sidebar is asked to open', async () => {
  const { store } = renderWithStore(<CartWidget />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cart' }));
  expect(await screen.findByText('The cart remote')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_cart_checkout/CartSidebar');
  expect(store.getState().ui.cartOpen).toBe(true);
});

test('the cart remote loads at once when something asks the cart to open (an Add to Cart)', async () => {
  const { store } = renderWithStore(<CartWidget />);
  act(() => {
    store.dispatch(cartOpened());
  });
  expect(await screen.findByText('The cart remote')).toBeInTheDocument();
});

test('a navigation carrying the open-cart flag loads the cart remote, which opens it', async () => {
  renderWithStore(
    <>
      <CartWidget />
      <Link to="/somewhere" state={{ [OPEN_CART_FLAG]: true }}>
        Continue
      </Link>
    </>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
  expect(await screen.findByText('The cart remote')).toBeInTheDocument();
});

test('a deployment whose remotes map has no cart remote shows no cart, and no error', async () => {
  registerShopperRemotes({ mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json' });
  const { store } = renderWithStore(<CartWidget />);
  act(() => {
    store.dispatch(cartOpened());
  });
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
