import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, type Answer } from 'shared/testing/answer';
import LostPasswordPage from '../../exposes/lost-password-page.tsx';
import { alertLifetime } from '../../testing/alert-lifetime.ts';
import { serveCall } from 'shared/testing/serve-call';

const serveResetMail = (answer: Answer = ok({ status: true, message: 'Mail sent.' })) =>
  serveCall('post', 'reset-password-mail', answer);

const openLostPassword = () =>
  renderWithStore(<LostPasswordPage />, { route: '/healthy-grains/e-commerce/lost-password' });

async function askForLink(email: string, user: UserEvent = userEvent.setup()) {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

test('the page is titled "Lost Password" and links back to the login', () => {
  openLostPassword();
  expect(document.title).toBe('Lost Password | Healthy Grains');
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/my-account',
  );
});

test('a malformed e-mail reads "Please enter a valid email address." and sends nothing', async () => {
  const calls = serveResetMail();
  openLostPassword();
  await askForLink('asha@');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  expect(calls).toEqual([]);
});

test('sends the e-mail and says "Mail sent successfully!"', async () => {
  const calls = serveResetMail();
  openLostPassword();
  await askForLink(' asha@example.in ');
  expect(await screen.findByRole('status')).toHaveTextContent('Mail sent successfully!');
  expect(calls.map(({ body }) => body)).toEqual([{ email: 'asha@example.in' }]);
});

test.each([
  [
    "the server's message",
    { status: 429, body: { status: false, message: 'Too many requests.' } },
    'Too many requests.',
  ],
  ['"Something went wrong. Try again!" without one', { status: 500 }, 'Something went wrong. Try again!'],
  ['"Something went wrong. Try again!" with no answer', 'unreachable', 'Something went wrong. Try again!'],
] as const)('a failure shows %s', async (_, answer, message) => {
  serveResetMail(answer);
  openLostPassword();
  await askForLink('asha@example.in');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('messages clear after 3 s', async () => {
  const lifetime = await alertLifetime(async (user) => {
    openLostPassword();
    await askForLink('asha', user);
  });
  expect(lifetime).toBe(3000);
});

test('"Email me a sign-in link" mails a one-time sign-in link to the typed address instead of a reset link', async () => {
  const resets = serveResetMail();
  const links = serveCall('post', 'login-link-mail', ok({ status: true, message: 'Mail sent successfully!' }));
  openLostPassword();
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' asha@example.in ');
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Mail sent successfully!');
  expect(links.map(({ body }) => body)).toEqual([{ email: 'asha@example.in' }]);
  expect(resets).toEqual([]);
});
