import { act, screen, waitFor } from '@testing-library/react';
import { refused } from 'shared/testing/answer';
import { serveHeldCall } from 'shared/testing/serve-call';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import type { RootState } from 'shared/store/create-store';
import LoginPage from '../../exposes/login-page.tsx';
import { anAdmin, signedInAs } from '../../testing/account-builders.ts';
import { alertLifetime } from '../../testing/alert-lifetime.ts';
import { serveLogin, signedInAnswer } from '../../testing/sign-in-handlers.ts';

function openLogin(preloadedState: Partial<RootState> = { session: { sessionId: 'session-1' } }) {
  return renderWithStore(<LoginPage />, {
    route: '/healthy-grains/e-commerce/my-account',
    path: '/healthy-grains/e-commerce/my-account',
    preloadedState,
    otherRoutes: <Route path="/healthy-grains/e-commerce/dashboard" element={<h1>Dashboard</h1>} />,
  });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const passwordField = () => screen.getByLabelText(/^Password/);

async function logIn(email: string, password: string, user: UserEvent = userEvent.setup()) {
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

test('the page is titled "Login", with labelled fields and links to register and to a lost password', () => {
  openLogin();
  expect(document.title).toBe('Login | Healthy Grains');
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(passwordField()).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Lost your password?' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/lost-password',
  );
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/user-register',
  );
});

test('a shopper already signed in goes to the dashboard', () => {
  openLogin(signedInAs());
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

describe("the form's rules, checked before anything is sent", () => {
  test.each([
    ['a malformed e-mail', 'Please enter a valid email address.', 'asha@example', 'Secret#1'],
    ['an empty password', 'Please enter your password.', 'asha@example.in', ''],
  ])('%s reads "%s" and sends nothing', async (_, message, email, password) => {
    const calls = serveLogin();
    openLogin();
    await logIn(email, password);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });
});

describe('signing in', () => {
  test('sends the e-mail and password with the session id, says "Login successful!" and keeps token and user', async () => {
    const calls = serveLogin();
    const { store } = openLogin();
    await logIn(' asha@example.in ', 'Secret#1');
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    expect(calls).toMatchObject([
      { body: { email: 'asha@example.in', password: 'Secret#1' }, sessionId: 'session-1', authorization: null },
    ]);
    expect(store.getState().auth).toMatchObject({ isSignedIn: true, token: 'token-9', adminToken: null });
    expect(localStorage.getItem('token')).toBe('token-9');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ first_name: 'Asha' });
    expect(localStorage.getItem('a_token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  test('an admin also keeps the admin token as a_token', async () => {
    serveLogin({ status: 200, body: signedInAnswer({ user: anAdmin(), a_token: 'admin-token-9' }) });
    openLogin();
    await logIn('admin@example.in', 'Secret#1');
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    expect(localStorage.getItem('a_token')).toBe('admin-token-9');
  });

  test('a login whose cart merge stopped a line at 999 says so after "Login successful!", for 3 s before the dashboard', async () => {
    serveLogin({ status: 200, body: signedInAnswer({ cart_capped: true }) });
    openLogin();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.useFakeTimers();
    try {
      await logIn('asha@example.in', 'Secret#1', user);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Login successful! Your saved cart and this one together held more than 999 of an item, so your cart now has 999 of it.',
      );
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('status')).toHaveTextContent('999 of it.');
      expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('while the request runs the button reads "Logging in..." and is disabled', async () => {
    let answer!: () => void;
    mswServer.use(
      http.post('*/api/login', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(signedInAnswer());
      }),
    );
    openLogin();
    await logIn('asha@example.in', 'Secret#1');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
  });
});

describe('what a failed sign-in says', () => {
  test("a refused login shows the server's message and keeps the shopper signed out", async () => {
    serveLogin({ status: 401, body: { status: false, message: 'Invalid credentials!' } });
    const { store } = openLogin();
    await logIn('asha@example.in', 'Wrong#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials!');
    expect(store.getState().auth.isSignedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  test("too many attempts show the server's message", async () => {
    serveLogin({
      status: 429,
      body: { status: false, message: 'Too many requests. Please try again in a few minutes.' },
    });
    openLogin();
    await logIn('asha@example.in', 'Wrong#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a few minutes.');
  });

  test('an error answer without a message reads "Invalid credentials!"', async () => {
    serveLogin({ status: 500 });
    openLogin();
    await logIn('asha@example.in', 'Secret#1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials!');
  });

  test('no answer at all reads "Something went wrong. Try again!"', async () => {
    serveLogin('unreachable');
    openLogin();
    await logIn('asha@example.in', 'Secret#1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!');
  });
});

test('messages clear after 3 s', async () => {
  const lifetime = await alertLifetime(async (user) => {
    openLogin();
    await logIn('not-an-email', 'x', user);
  });
  expect(lifetime).toBe(3000);
});

describe("the confirmation mail's link, which the server sends on to this page", () => {
  const openAt = (query: string) =>
    renderWithStore(<LoginPage />, {
      route: `/healthy-grains/e-commerce/my-account${query}`,
      path: '/healthy-grains/e-commerce/my-account',
    });

  test('a confirmed address is told it can log in', () => {
    openAt('?email_confirmed=1');
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is confirmed. You can log in now.');
  });

  test('a used or expired link is told so', () => {
    openAt('?email_confirmed=0');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
  });
});

test("a new attempt takes the last attempt's message down while it is checked", async () => {
  const { calls, release } = serveHeldCall('post', 'login');
  const user = userEvent.setup();
  openLogin();
  await logIn('asha@example.in', '', user);
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password.');
  await user.type(passwordField(), 'Secret#1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  release(refused(401, 'Invalid credentials!'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials!');
});
