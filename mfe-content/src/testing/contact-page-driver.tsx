import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContactMessage } from 'shared/contracts/contact';
import { mswServer } from 'shared/testing/msw-server';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import ContactPage from '../exposes/contact-page.tsx';

/** The contact page as the shell mounts it, for a visitor whose session id is `sessionId` (null: none yet). */
export function openContactPage({ sessionId = 'session-1' }: { sessionId?: string | null } = {}) {
  return renderWithStore(<ContactPage />, {
    route: '/healthy-grains/e-commerce/contact',
    preloadedState: { session: { sessionId } },
  });
}

export const labels = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  contact_no: 'Contact No.',
  message: 'Message',
} as const satisfies Record<keyof ContactMessage, string>;

export const field = (name: keyof ContactMessage) => screen.getByRole('textbox', { name: labels[name] });

export const aContactMessage = (message: Partial<ContactMessage> = {}): ContactMessage => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  contact_no: '+919876543210',
  message: 'Do you ship the chilla mix to Pune?',
  ...message,
});

/** Fills the form with `message` (pasted: the rules run on submit, not per key). */
export async function fillForm(message: ContactMessage, user: UserEvent = userEvent.setup()) {
  for (const [name, value] of Object.entries(message) as [keyof ContactMessage, string][]) {
    const input = field(name);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

export const sendButton = () => screen.getByRole('button', { name: /send/i });

export const submit = (user: UserEvent = userEvent.setup()) => user.click(sendButton());

interface SentMail {
  body: unknown;
  sessionId: string | null;
}

/** `POST api/send-mail` answers `answer` (or no answer at all: `'unreachable'`); returns what it was sent. */
export function serveSendMail(
  answer: { status: number; body?: unknown } | 'unreachable' = {
    status: 201,
    body: { status: true, message: 'Message sent successfully!' },
  },
) {
  const sent: SentMail[] = [];
  mswServer.use(
    http.post('*/api/send-mail', async ({ request }) => {
      sent.push({ body: await request.json(), sessionId: request.headers.get('X-session-id') });
      if (answer === 'unreachable') return HttpResponse.error();
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body as object, { status: answer.status });
    }),
  );
  return sent;
}
