import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, type Answer } from 'shared/testing/answer';
import CreatePasswordPage from '../../exposes/create-password-page.tsx';
import ResetPasswordPage from '../../exposes/reset-password-page.tsx';
import { serveCall } from 'shared/testing/serve-call';
import { AFTER_PASSWORD_SET_MS } from './password-timings.ts';

const serveSetPassword = (
  answer: Answer = ok({ status: true, message: 'Password reset successfully!', password_set: true }),
) => serveCall('post', 'set-password', answer);

const link = '?token=tok-123&email=asha%40example.in';

const pages: [string, ReactElement, string, string][] = [
  ['reset-password', <ResetPasswordPage key="reset" />, 'Reset Password', 'Password reset successfully!'],
  ['create-password', <CreatePasswordPage key="create" />, 'Create Password', 'Password created successfully!'],
];

describe.each(pages)('the %s page', (slug, page, title, done) => {
  const open = (query = link) =>
    renderWithStore(page, {
      route: `/healthy-grains/e-commerce/${slug}${query}`,
      path: `/healthy-grains/e-commerce/${slug}`,
      otherRoutes: <Route path="/healthy-grains/e-commerce/my-account" element={<h1>Login</h1>} />,
    });

  async function choose(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New Password/), password);
    await user.type(screen.getByLabelText(/^Confirm Password/), confirmation);
    await user.click(screen.getByRole('button', { name: title }));
  }

  test.each(['?token=tok-123', '?email=asha%40example.in', ''])(
    'a link without its token or e-mail (%s) reads "Invalid or expired reset link."',
    (query) => {
      open(query);
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
      expect(screen.queryByRole('button', { name: title })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/healthy-grains/e-commerce/lost-password',
      );
    },
  );

  test.each([
    ['7 characters', 'Secr#t1'],
    ['no lower case', 'SECRET#12'],
    ['no special character', 'Secret123'],
  ])('a password with %s breaks the 8-character rule and sends nothing', async (_, password) => {
    const calls = serveSetPassword();
    open();
    await choose(password);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be 8+ characters and include uppercase, lowercase, number, and special character.',
    );
    expect(calls).toEqual([]);
  });

  test('a confirmation that differs reads "Passwords do not match."', async () => {
    const calls = serveSetPassword();
    open();
    await choose('Secret#123', 'Secret#124');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calls).toEqual([]);
  });

  test(`sends the link's token and e-mail with the password, says "${done}", then opens my-account`, async () => {
    const calls = serveSetPassword();
    open();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await choose('Secret#123');
    expect(await screen.findByRole('status')).toHaveTextContent(done);
    expect(calls.map(({ body }) => body)).toEqual([
      { email: 'asha@example.in', token: 'tok-123', password: 'Secret#123', password_confirmation: 'Secret#123' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  test("a used or expired link shows the server's message and stays", async () => {
    serveSetPassword({ status: 400, body: { status: false, message: 'Invalid or expired reset link.' } });
    open();
    await choose('Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
    expect(screen.getByRole('button', { name: title })).toBeEnabled();
  });

  test('no answer reads "Something went wrong. Try again!"', async () => {
    serveSetPassword('unreachable');
    open();
    await choose('Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!');
  });
});

test('a claim link of an account holder says the orders are in the account, and offers the login instead of a new password', async () => {
  serveSetPassword(ok({ status: true, message: ACCOUNT_MESSAGES.ordersClaimed, password_set: false }));
  renderWithStore(<CreatePasswordPage />, {
    route: `/healthy-grains/e-commerce/create-password${link}`,
    path: '/healthy-grains/e-commerce/create-password',
    otherRoutes: <Route path="/healthy-grains/e-commerce/my-account" element={<h1>Login</h1>} />,
  });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByLabelText(/^New Password/), 'Secret#123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Create Password' }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.ordersClaimed)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Password' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/healthy-grains/e-commerce/my-account');
  act(() => jest.advanceTimersByTime(AFTER_PASSWORD_SET_MS));
  expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
});
