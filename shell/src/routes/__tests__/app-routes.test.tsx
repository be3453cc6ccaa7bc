import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { AppRoutes } from '../app-routes.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../remotes/remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

const load = jest.mocked(loadRemote);

test.each([
  ['/', 'mfe_catalog/HomePage'],
  ['/healthy-grains/e-commerce/product', 'mfe_catalog/ProductListPage'],
  ['/viewProduct/3', 'mfe_catalog/ProductDetailPage'],
  ['/comboView/2', 'mfe_catalog/ComboDetailPage'],
  ['/healthy-grains/e-commerce/checkout', 'mfe_cart_checkout/CheckoutPage'],
])('%s shows the page %s', async (route, page) => {
  load.mockResolvedValue({ default: () => <h1>{page}</h1> });
  renderWithStore(<AppRoutes />, { route });
  expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
});

test('an unknown path gets the not-found page', () => {
  renderWithStore(<AppRoutes />, { route: '/no-such-page' });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
