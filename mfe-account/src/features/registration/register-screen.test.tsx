import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { created, type Answer } from 'shared/testing/answer';
import RegisterPage from '../../exposes/register-page.tsx';
import { serveCall, serveHeldCall } from 'shared/testing/serve-call';
import { alertLifetime } from '../../testing/alert-lifetime.ts';

const serveRegistration = (answer: Answer = created({ status: true, message: 'Registration successful!' })) =>
  serveCall('post', 'registration-mail', answer);

const openRegister = () =>
  renderWithStore(<RegisterPage />, {
    route: '/healthy-grains/e-commerce/user-register',
    preloadedState: { session: { sessionId: 'session-1' } },
  });

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

interface Typed {
  email?: string;
  password?: string;
  confirmation?: string;
}

async function register(typed: Typed = {}, user: UserEvent = userEvent.setup()) {
  const { email = 'asha@example.in', password = 'Secret#1' } = typed;
  const confirmation = typed.confirmation ?? password;
  if (email) await user.type(emailField(), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm Password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

test('the page is titled "Register" and links back to the login', () => {
  openRegister();
  expect(document.title).toBe('Register | Healthy Grains');
  expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Already registered? Log in' })).toHaveAttribute(
    'href',
    '/healthy-grains/e-commerce/my-account',
  );
});

describe("the form's rules, checked before anything is sent", () => {
  test.each([
    [
      'an e-mail that starts with a digit',
      { email: '1asha@example.in' },
      'Please enter a valid email that starts with a letter.',
    ],
    ['a malformed e-mail', { email: 'asha@example' }, 'Please enter a valid email that starts with a letter.'],
    [
      'a password without a special character',
      { password: 'Secret12' },
      'Password must be at least 6 characters long and include a capital letter, a number, and a special character.',
    ],
    [
      'a password of 5 characters',
      { password: 'Se#1a' },
      'Password must be at least 6 characters long and include a capital letter, a number, and a special character.',
    ],
    ['a confirmation that differs', { confirmation: 'Secret#2' }, 'Password and Confirm Password must match.'],
  ])('%s is refused and nothing is sent', async (_, typed, message) => {
    const calls = serveRegistration();
    openRegister();
    await register(typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });
});

test('registers with the e-mail and password, says "Registration successful!" and points to the mailed link', async () => {
  const calls = serveRegistration();
  openRegister();
  await register({ email: 'asha@example.in', password: 'Secret#1' });
  expect(await screen.findByRole('status')).toHaveTextContent('Registration successful!');
  expect(calls.map(({ body }) => body)).toEqual([{ email: 'asha@example.in', password: 'Secret#1' }]);
  expect(screen.getByText(/We have sent a link to asha@example.in/)).toBeInTheDocument();
  expect(emailField()).toHaveValue('');
});

test("a refused registration shows the server's message", async () => {
  serveRegistration({
    status: 409,
    body: {
      status: false,
      message: 'An account with this email already exists. Please log in or reset your password.',
    },
  });
  openRegister();
  await register();
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  expect(emailField()).toHaveValue('asha@example.in');
});

test.each([
  ['an answer without a message', { status: 500 }],
  ['no answer', 'unreachable'],
] as const)('%s reads "Something went wrong. Try again!"', async (_, answer) => {
  serveRegistration(answer);
  openRegister();
  await register();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!');
});

test('messages clear after 5 s', async () => {
  const lifetime = await alertLifetime(async (user) => {
    openRegister();
    await register({ email: '1asha@example.in' }, user);
  });
  expect(lifetime).toBe(5000);
});

test("a corrected form sent again takes the last attempt's message down while it is sent", async () => {
  const { calls, release } = serveHeldCall('post', 'registration-mail');
  const user = userEvent.setup();
  openRegister();
  await register({ confirmation: 'Secret#2' }, user);
  expect(screen.getByRole('alert')).toHaveTextContent('Password and Confirm Password must match.');
  await user.clear(screen.getByLabelText(/^Confirm Password/));
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  release(created({ status: true, message: 'Registration successful!' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Registration successful!');
});
