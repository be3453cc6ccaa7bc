import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { AppRoutes } from './app-routes.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../remotes/remotes-ready.ts', () => ({ remotesReady: Promise.resolve() }));

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

describe('the signed-in pages', () => {
  const signedInState = {
    auth: { token: 't-1', adminToken: null, user: { id: 7, first_name: 'Asha', role: 'customer' }, isSignedIn: true },
  };

  test.each([
    ['/healthy-grains/e-commerce/dashboard', 'mfe_account/DashboardPage'],
    ['/healthy-grains/e-commerce/orders', 'mfe_account/OrdersPage'],
    ['/healthy-grains/e-commerce/orders_detail/42', 'mfe_account/OrderDetailPage'],
    ['/healthy-grains/e-commerce/address', 'mfe_account/AddressPage'],
    ['/healthy-grains/e-commerce/editAddress/billing', 'mfe_account/EditAddressPage'],
    ['/healthy-grains/e-commerce/account-form', 'mfe_account/AccountFormPage'],
  ])('%s sends a visitor who is not signed in to my-account, without loading %s', async (route, page) => {
    load.mockImplementation((id) => Promise.resolve({ default: () => <h1>{id}</h1> }));
    renderWithStore(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: 'mfe_account/LoginPage' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith(page);
  });

  test('show their page to a signed-in shopper', async () => {
    load.mockImplementation((id) => Promise.resolve({ default: () => <h1>{id}</h1> }));
    renderWithStore(<AppRoutes />, { route: '/healthy-grains/e-commerce/dashboard', preloadedState: signedInState });
    expect(await screen.findByRole('heading', { name: 'mfe_account/DashboardPage' })).toBeInTheDocument();
  });
});

describe('the back office', () => {
  const admin = { id: 1, first_name: 'Owner', role: 'admin' };

  test('sends a visitor without the admin token home, without loading the admin remote', async () => {
    load.mockImplementation((id) => Promise.resolve({ default: () => <h1>{id}</h1> }));
    renderWithStore(<AppRoutes />, {
      route: '/healthy-grains/e-commerce/coupons',
      preloadedState: { auth: { token: 't-1', adminToken: null, user: admin, isSignedIn: true } },
    });
    expect(await screen.findByRole('heading', { name: 'mfe_catalog/HomePage' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('mfe_admin/CouponsPage');
  });

  test('shows an admin screen to a visitor holding the admin token', async () => {
    load.mockImplementation((id) => Promise.resolve({ default: () => <h1>{id}</h1> }));
    renderWithStore(<AppRoutes />, {
      route: '/healthy-grains/e-commerce/product-update/4',
      preloadedState: { auth: { token: 't-1', adminToken: 'a-1', user: admin, isSignedIn: true } },
    });
    expect(await screen.findByRole('heading', { name: 'mfe_admin/ProductUpdatePage' })).toBeInTheDocument();
  });
});
