import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONTACT_MESSAGES } from 'shared/contracts/contact';
import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { Footer } from '../layout/footer.tsx';

/** The footer as every page shows it, for a visitor whose session id is `sessionId` (null: none yet). */
const openFooter = ({ sessionId = 'session-1' }: { sessionId?: string | null } = {}) =>
  renderWithStore(<Footer />, { preloadedState: { session: { sessionId } } });

const newsletterForm = () => within(screen.getByRole('region', { name: 'Join Our Team' }));
const emailField = () => newsletterForm().getByRole('textbox', { name: 'Email address' });

async function join(email: string, user: UserEvent = userEvent.setup()) {
  await user.type(emailField(), email);
  await user.click(newsletterForm().getByRole('button', { name: 'Submit' }));
}

/** `POST api/sign-up` answers `answer` (or no answer at all: `'unreachable'`); returns what it was sent. */
function serveNewsletter(
  answer: { status: number; body?: object } | 'unreachable' = {
    status: 201,
    body: { status: true, message: NEWSLETTER_MESSAGES.joined },
  },
) {
  const sent: { body: unknown; sessionId: string | null }[] = [];
  mswServer.use(
    http.post('*/api/sign-up', async ({ request }) => {
      sent.push({ body: await request.json(), sessionId: request.headers.get('X-session-id') });
      if (answer === 'unreachable') return HttpResponse.error();
      return answer.body
        ? HttpResponse.json(answer.body, { status: answer.status })
        : new HttpResponse(null, { status: answer.status });
    }),
  );
  return sent;
}

test('the footer has a "Join Our Team" form with a required, labelled e-mail field and a Submit button', () => {
  openFooter();
  expect(newsletterForm().getByRole('heading', { name: 'Join Our Team' })).toBeInTheDocument();
  expect(emailField()).toHaveAttribute('type', 'email');
  expect(emailField()).toBeRequired();
  expect(newsletterForm().getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
});

test('joining sends the e-mail with the session id, shows the thanks and clears the field', async () => {
  const sent = serveNewsletter();
  openFooter();
  await join('asha@example.in');
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you for joining our team! We will be in touch.');
  expect(sent).toEqual([{ body: { email: 'asha@example.in' }, sessionId: 'session-1' }]);
  expect(emailField()).toHaveValue('');
});

test('an empty field is stopped by the browser and sends nothing', async () => {
  const sent = serveNewsletter();
  openFooter();
  await userEvent.click(newsletterForm().getByRole('button', { name: 'Submit' }));
  expect(emailField()).toBeInvalid();
  // The browser's own check stops the form before the shop's runs: no message of ours.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('an address the browser accepts but the shop does not reads "Please enter a valid email address."', async () => {
  const sent = serveNewsletter();
  openFooter();
  await join('asha@example');
  expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
  expect(sent).toEqual([]);
});

test('a visitor without a session id gets one before signing up', async () => {
  mswServer.use(http.get('*/api/session', () => HttpResponse.json({ status: true, session_id: 'fresh-id' })));
  const sent = serveNewsletter();
  openFooter({ sessionId: null });
  await join('asha@example.in');
  expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.joined);
  expect(sent.map(({ sessionId }) => sessionId)).toEqual(['fresh-id']);
});

describe('failures, as on the contact form', () => {
  test.each([
    ['a refused address (400)', 400, NEWSLETTER_MESSAGES.invalidEmail],
    ['too many requests (429)', 429, 'Too many requests. Please try again in a few minutes.'],
  ])("%s shows the server's message and keeps the field", async (_, status, message) => {
    serveNewsletter({ status, body: { status: false, message } });
    openFooter();
    await join('asha@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveValue('asha@example.in');
  });

  test('an error answer without a message reads "Something went wrong, try again."', async () => {
    serveNewsletter({ status: 500 });
    openFooter();
    await join('asha@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.failed);
  });

  test('no answer at all reads "Error occurred. Please try again later."', async () => {
    serveNewsletter('unreachable');
    openFooter();
    await join('asha@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.unreachable);
  });
});

test('while the e-mail is sent, Submit is busy and a second click sends nothing more', async () => {
  let answer!: () => void;
  let calls = 0;
  mswServer.use(
    http.post('*/api/sign-up', async () => {
      calls += 1;
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ status: true, message: NEWSLETTER_MESSAGES.joined }, { status: 201 });
    }),
  );
  openFooter();
  await join('asha@example.in');
  const button = newsletterForm().getByRole('button', { name: 'Submit' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await act(async () => answer());
  expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.joined);
  expect(calls).toBe(1);
  expect(button).toHaveAttribute('aria-busy', 'false');
});

describe('messages clear after 3 s', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the thanks disappears after 3 s', async () => {
    serveNewsletter();
    openFooter();
    await join('asha@example.in', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
