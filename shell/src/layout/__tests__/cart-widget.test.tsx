import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { cartOpened } from 'shared/store/ui-slice';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { forgetPage } from '../../remotes/page-loader.ts';
import { registerShopperRemotes } from '../../remotes/register-remotes.ts';
import { CartWidget } from '../cart-widget.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../remotes/remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

const load = jest.mocked(loadRemote);

beforeEach(() => {
  registerShopperRemotes({ mfe_cart_checkout: '/mfe/mfe-cart-checkout/mf-manifest.json' });
  load.mockResolvedValue({ default: () => <button type="button">Cart</button> });
  // jsdom has no requestIdleCallback: the widget falls back to a timer, which the test controls.
  jest.useFakeTimers();
});
afterEach(() => {
  forgetPage('mfe_cart_checkout/CartSidebar');
  jest.useRealTimers();
});

test('the cart remote is not loaded with the first page', async () => {
  renderWithStore(<CartWidget />);
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
});

test('the cart loads once the first page is shown', async () => {
  renderWithStore(<CartWidget />);
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_cart_checkout/CartSidebar');
});

test('the cart loads at once when something asks it to open', async () => {
  const { store } = renderWithStore(<CartWidget />);
  act(() => {
    store.dispatch(cartOpened());
  });
  expect(await screen.findByRole('button', { name: 'Cart' })).toBeInTheDocument();
});

test('a deployment whose remotes map has no cart remote shows no cart, and no error', async () => {
  registerShopperRemotes({ mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json' });
  const { store } = renderWithStore(<CartWidget />);
  act(() => {
    store.dispatch(cartOpened());
  });
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
