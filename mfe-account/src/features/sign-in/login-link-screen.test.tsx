import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { ok } from 'shared/testing/answer';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { serveCall } from 'shared/testing/serve-call';
import LoginLinkPage from '../../exposes/login-link-page.tsx';
import { signedInAnswer } from '../../testing/sign-in-handlers.ts';

const page = '/healthy-grains/e-commerce/login-link';

const openLink = (query: string) =>
  renderWithStore(<LoginLinkPage />, {
    route: `${page}${query}`,
    path: page,
    preloadedState: { session: { sessionId: 'session-1' } },
    otherRoutes: <Route path="/healthy-grains/e-commerce/dashboard" element={<h1>Dashboard</h1>} />,
  });

test('the mailed link signs in once, with its e-mail, token and the session, keeps the token and opens the dashboard', async () => {
  const calls = serveCall('post', 'login-link', ok(signedInAnswer({ a_token: 'admin-token-3' })));
  const { store } = openLink('?token=tok-1&email=asha%40example.in');
  expect(document.title).toBe('Sign In by Link | Healthy Grains');
  expect(screen.getByRole('status')).toHaveTextContent('Signing you in...');
  expect(await screen.findByText('Login successful!')).toHaveAttribute('role', 'status');
  expect(calls).toMatchObject([{ body: { email: 'asha@example.in', token: 'tok-1' }, sessionId: 'session-1' }]);
  expect(store.getState().auth).toMatchObject({ isSignedIn: true, token: 'token-9', adminToken: 'admin-token-3' });
  expect(localStorage.getItem('token')).toBe('token-9');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

test("a used or expired link shows the server's words and leads to a new link or the login", async () => {
  serveCall('post', 'login-link', {
    status: 400,
    body: { status: false, message: 'Invalid or expired sign-in link.' },
  });
  const { store } = openLink('?token=used&email=asha%40example.in');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired sign-in link.');
  expect(store.getState().auth.isSignedIn).toBe(false);
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/lost-password',
  );
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/my-account',
  );
});

test('a link without its token sends nothing and says it is invalid', () => {
  const calls = serveCall('post', 'login-link', ok(signedInAnswer()));
  openLink('?email=asha%40example.in');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired sign-in link.');
  expect(calls).toEqual([]);
});
