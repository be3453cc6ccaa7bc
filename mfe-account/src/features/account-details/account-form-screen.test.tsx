import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { notTheApi, ok, type Answer } from 'shared/testing/answer';
import AccountFormPage from '../../exposes/account-form-page.tsx';
import { aCustomer, signedInAs } from '../../testing/account-builders.ts';
import { serveCall } from 'shared/testing/serve-call';

const serveUpdate = (
  answer: Answer = ok({
    status: true,
    success: true,
    message: 'Account updated successfully!',
    data: aCustomer({ first_name: 'Kavya', display_name: 'Kavya R' }),
  }),
) => serveCall('post', 'user/update', answer);

const serveCheck = (answer: Answer = ok({ status: true, message: 'Password is valid.' })) =>
  serveCall('post', 'validate-password', answer);

const openAccountForm = () =>
  renderWithStore(<AccountFormPage />, {
    route: '/healthy-grains/e-commerce/account-form',
    preloadedState: signedInAs(aCustomer({ display_name: 'Asha R' })),
  });

const field = (label: RegExp) => screen.getByLabelText(label);
const saveChanges = (user: UserEvent = userEvent.setup()) =>
  user.click(screen.getByRole('button', { name: 'Save Changes' }));

async function replace(label: RegExp, value: string, user: UserEvent = userEvent.setup()) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

async function changePassword(typed: { current?: string; next?: string; confirm?: string } = {}) {
  const { current = 'Old#pass1', next = 'New#pass12' } = typed;
  const confirm = typed.confirm ?? next;
  if (current) await userEvent.type(field(/^Current password/), current);
  if (next) await userEvent.type(field(/^New password/), next);
  if (confirm) await userEvent.type(field(/^Confirm new password/), confirm);
}

test('is prefilled from the stored user, with a read-only e-mail', () => {
  openAccountForm();
  expect(document.title).toBe('Account Details | Healthy Grains');
  expect(field(/^First Name/)).toHaveValue('Asha');
  expect(field(/^Last Name/)).toHaveValue('Rao');
  expect(field(/^Display Name/)).toHaveValue('Asha R');
  expect(field(/^Email address/)).toHaveValue('asha@example.in');
  expect(field(/^Email address/)).toHaveAttribute('readonly');
});

describe("the form's rules, checked before anything is sent", () => {
  test.each([
    [/^First Name/, 'Asha!', 'First name must not contain special characters.'],
    [/^Last Name/, 'Rao_2', 'Last name must not contain special characters.'],
    [/^Display Name/, '  ', 'Display name is required.'],
  ])('%s "%s" reads "%s" and sends nothing', async (label, value, message) => {
    const calls = serveUpdate();
    openAccountForm();
    await replace(label, value);
    await saveChanges();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });

  test('a new password without the current one reads "Current password is required to change password."', async () => {
    const calls = serveUpdate();
    openAccountForm();
    await changePassword({ current: '' });
    await saveChanges();
    expect(screen.getByRole('alert')).toHaveTextContent('Current password is required to change password.');
    expect(calls).toEqual([]);
  });

  test('a weak new password breaks the 8-character rule', async () => {
    openAccountForm();
    await changePassword({ next: 'Short#1' });
    await saveChanges();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be 8+ characters and include uppercase, lowercase, number, and special character.',
    );
  });

  test('a confirmation that differs reads "Passwords do not match."', async () => {
    openAccountForm();
    await changePassword({ confirm: 'New#pass13' });
    await saveChanges();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  });
});

test('saves names and display name, says "Account updated successfully!" and keeps the updated user', async () => {
  const calls = serveUpdate();
  const { store } = openAccountForm();
  await replace(/^First Name/, 'Kavya');
  await replace(/^Display Name/, 'Kavya R');
  await saveChanges();
  expect(await screen.findByRole('status')).toHaveTextContent('Account updated successfully!');
  expect(calls.map(({ body }) => body)).toEqual([
    { id: 7, first_name: 'Kavya', last_name: 'Rao', display_name: 'Kavya R' },
  ]);
  expect(store.getState().auth.user).toMatchObject({ first_name: 'Kavya', display_name: 'Kavya R' });
});

test('a password change checks the current password with the server first, then sends it', async () => {
  const checks = serveCheck();
  const updates = serveUpdate();
  openAccountForm();
  await changePassword();
  await saveChanges();
  expect(await screen.findByRole('status')).toHaveTextContent('Account updated successfully!');
  expect(checks.map(({ body }) => body)).toEqual([{ user_id: 7, current_password: 'Old#pass1' }]);
  expect(updates.map(({ body }) => body)).toEqual([
    {
      id: 7,
      first_name: 'Asha',
      last_name: 'Rao',
      display_name: 'Asha R',
      password: 'New#pass12',
      current_password: 'Old#pass1',
    },
  ]);
  expect(field(/^Current password/)).toHaveValue('');
  expect(field(/^New password/)).toHaveValue('');
});

test.each([
  [
    'a wrong current password',
    'Invalid current password',
    { status: 400, body: { status: false, message: 'Invalid current password' } },
  ],
  [
    "an answer of status false (the published contract's, never ours)",
    'Invalid current password',
    notTheApi(200, { status: false, message: '' }),
  ],
  ['a refusal without a message', 'Password validation failed.', { status: 400 }],
  ['a server error', 'Unexpected error occurred.', { status: 500 }],
  ['no answer', 'No response from server. Please try again.', 'unreachable'],
] as const)('%s stops the save: "%s"', async (_, message, answer) => {
  serveCheck(answer);
  const updates = serveUpdate();
  openAccountForm();
  await changePassword();
  await saveChanges();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(updates).toEqual([]);
});

test('a failed save reads "Something went wrong. Please try again." and the banner clears after 3 s', async () => {
  serveUpdate('unreachable');
  openAccountForm();
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await saveChanges();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
