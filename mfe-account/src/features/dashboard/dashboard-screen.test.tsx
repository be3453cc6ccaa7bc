import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { useAppSelector } from 'shared/store/hooks';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import type { User } from 'shared/contracts/account';
import { ok, type Answer } from 'shared/testing/answer';
import DashboardPage from '../../exposes/dashboard-page.tsx';
import { aCustomer, anAdmin, signedInAs } from '../../testing/account-builders.ts';
import { serveCall } from 'shared/testing/serve-call';

const serveLogout = (answer: Answer) => serveCall('post', 'logout', answer);

/** The shell's guard around signed-in pages: no one signed in, my-account. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector((state) => state.auth.isSignedIn);
  return isSignedIn ? children : <Navigate to="/healthy-grains/e-commerce/my-account" replace />;
}

const openDashboard = (user: User = aCustomer()) =>
  renderWithStore(
    <SignedInOnly>
      <DashboardPage />
    </SignedInOnly>,
    {
      route: '/healthy-grains/e-commerce/dashboard',
      path: '/healthy-grains/e-commerce/dashboard',
      preloadedState: signedInAs(user),
      otherRoutes: (
        <>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/healthy-grains/e-commerce/my-account" element={<h1>Login</h1>} />
        </>
      ),
    },
  );

const sidebar = () => within(screen.getByRole('navigation', { name: 'Account' }));

test('greets the shopper by first name, under the title "Dashboard"', () => {
  openDashboard(aCustomer({ first_name: 'Kavya' }));
  expect(document.title).toBe('Dashboard | Healthy Grains');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Hello Kavya!')).toBeInTheDocument();
});

test('greets a new customer, who has no first name yet, by the display name', () => {
  openDashboard(aCustomer({ first_name: '', display_name: 'kavya.iyer' }));
  expect(screen.getByText('Hello kavya.iyer!')).toBeInTheDocument();
});

test('the sidebar holds Dashboard, Orders, Addresses, Account Details and Log Out', () => {
  openDashboard();
  expect(
    sidebar()
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Dashboard', 'Orders', 'Addresses', 'Account Details', 'Log Out']);
  expect(sidebar().getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/healthy-grains/e-commerce/orders');
  expect(sidebar().getByRole('link', { name: 'Addresses' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/address',
  );
  expect(sidebar().getByRole('link', { name: 'Account Details' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/account-form',
  );
  expect(sidebar().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('an admin also sees Products, Product Combos, Coupons and Users', () => {
  openDashboard(anAdmin());
  expect(
    sidebar()
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Dashboard',
    'Orders',
    'Addresses',
    'Account Details',
    'Products',
    'Product Combos',
    'Coupons',
    'Users',
    'Log Out',
  ]);
  expect(sidebar().getByRole('link', { name: 'Product Combos' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/product_combos',
  );
});

test.each([
  [
    'the server revokes the token',
    ok({ status: true, message: 'Logged out.', session_id: 'session-after-logout' }),
    'session-after-logout',
  ],
  ['the server cannot be reached', 'unreachable' as const, 'session-asked-anew'],
])('Log Out forgets the user, moves to a new session and goes home when %s', async (_, answer, nextSession) => {
  const calls = serveLogout(answer);
  const asked = serveCall('get', 'session', ok({ status: true, session_id: 'session-asked-anew' }));
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('user', JSON.stringify(aCustomer()));
  sessionStorage.setItem('session_id', 'session-1');
  const { store } = openDashboard();
  await userEvent.click(sidebar().getByRole('button', { name: 'Log Out' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(calls.map(({ authorization, sessionId }) => [authorization, sessionId])).toEqual([
    ['Bearer token-1', 'session-1'],
  ]);
  expect(store.getState().auth).toMatchObject({ isSignedIn: false, token: null, user: null });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(store.getState().session.sessionId).toBe(nextSession);
  expect(sessionStorage.getItem('session_id')).toBe(nextSession);
  expect(asked).toHaveLength(answer === 'unreachable' ? 1 : 0);
});
