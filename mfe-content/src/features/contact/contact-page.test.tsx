import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONTACT_MESSAGES } from 'shared/contracts/contact';
import { mswServer } from 'shared/testing/msw-server';
import {
  aContactMessage,
  field,
  fillForm,
  labels,
  openContactPage,
  sendButton,
  serveSendMail,
  submit,
} from '../../testing/contact-page-driver.tsx';

describe('the page', () => {
  test('is titled "Contact Us", with one h1 and a description', () => {
    openContactPage();
    expect(document.title).toBe('Contact Us | Healthy Grains');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Contact Us']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/contact|call|write/i);
  });

  test('every field is labelled and marked required', () => {
    openContactPage();
    for (const label of Object.values(labels)) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('aria-required', 'true');
    }
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(sendButton()).toHaveTextContent('Send Message');
  });

  test("shows the company's phone, support e-mail and postal address", () => {
    openContactPage();
    const details = screen.getByRole('region', { name: 'Reach us' });
    expect(within(details).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(details).getByRole('link', { name: 'support@healthygrains.example' })).toHaveAttribute(
      'href',
      'mailto:support@healthygrains.example',
    );
    expect(within(details).getByText(/12 Millet Market Road, Koramangala, Bengaluru/)).toBeInTheDocument();
  });

  test('the map is a lazy, titled frame with a link to a larger map', () => {
    openContactPage();
    const map = screen.getByTitle(/^Map of Healthy Grains/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(screen.getByRole('link', { name: 'View larger map' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\//,
    );
  });
});

describe("the form's rules, checked before anything is sent", () => {
  test.each(['first_name', 'last_name', 'email', 'contact_no'] as const)(
    'without %s the form reads "Please fill out all the required fields." and sends nothing',
    async (name) => {
      const sent = serveSendMail();
      openContactPage();
      await fillForm(aContactMessage({ [name]: '' }));
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.requiredFields);
      expect(sent).toEqual([]);
    },
  );

  test('blank spaces do not fill a required field', async () => {
    const sent = serveSendMail();
    openContactPage();
    await fillForm(aContactMessage({ first_name: '   ' }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.requiredFields);
    expect(sent).toEqual([]);
  });

  test('the message is marked required but may be left empty', async () => {
    const sent = serveSendMail();
    openContactPage();
    await fillForm(aContactMessage({ message: '' }));
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    expect(sent).toHaveLength(1);
  });

  test('names keep only the letters typed', async () => {
    openContactPage();
    await userEvent.type(field('first_name'), 'Asha1!2');
    await userEvent.type(field('last_name'), "D'Souza_3");
    expect(field('first_name')).toHaveValue('Asha');
    expect(field('last_name')).toHaveValue("D'Souza");
  });

  test('the contact number keeps only digits and "+", at most 13', async () => {
    openContactPage();
    await userEvent.type(field('contact_no'), '+91 98765-43210 99');
    expect(field('contact_no')).toHaveValue('+919876543210');
  });

  test('a malformed e-mail reads "Please enter a valid email address." and sends nothing', async () => {
    const sent = serveSendMail();
    openContactPage();
    await fillForm(aContactMessage({ email: 'asha@example' }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.invalidEmail);
    expect(sent).toEqual([]);
  });

  test('a name that is only separators reads "First and last names may contain letters only."', async () => {
    const sent = serveSendMail();
    openContactPage();
    await fillForm(aContactMessage({ last_name: "-'" }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.lettersOnly);
    expect(sent).toEqual([]);
  });
});

describe('sending', () => {
  test('sends the message with the session id, says "Message sent successfully!" and clears the form', async () => {
    const sent = serveSendMail();
    openContactPage();
    await fillForm(aContactMessage({ first_name: 'Asha ', message: '  Do you ship to Pune?  ' }));
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(sent).toEqual([
      {
        body: {
          first_name: 'Asha',
          last_name: 'Rao',
          email: 'asha@example.in',
          contact_no: '+919876543210',
          message: 'Do you ship to Pune?',
        },
        sessionId: 'session-1',
      },
    ]);
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) expect(field(name)).toHaveValue('');
  });

  test('while sending, the button reads "Sending..." and is disabled', async () => {
    let answer!: () => void;
    mswServer.use(
      http.post('*/api/send-mail', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ status: true, message: 'Message sent successfully!' }, { status: 201 });
      }),
    );
    openContactPage();
    await fillForm(aContactMessage());
    await submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a visitor without a session id gets one before the message is sent', async () => {
    mswServer.use(http.get('*/api/session', () => HttpResponse.json({ status: true, session_id: 'fresh-id' })));
    const sent = serveSendMail();
    openContactPage({ sessionId: null });
    await fillForm(aContactMessage());
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    expect(sent.map(({ sessionId }) => sessionId)).toEqual(['fresh-id']);
  });

  test('when no session can be had, the page reads "Error occurred. Please try again later." and sends nothing', async () => {
    mswServer.use(http.get('*/api/session', () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const sent = serveSendMail();
    openContactPage({ sessionId: null });
    await fillForm(aContactMessage());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.unreachable);
    expect(sent).toEqual([]);
  });
});

describe('what a failed send says', () => {
  test.each([
    ['a broken rule (400)', 400, 'Please fill out all the required fields.'],
    ['too many requests (429)', 429, 'Too many requests. Please try again in a few minutes.'],
    ['a mail server that is down (502)', 502, 'Error occurred. Please try again later.'],
  ])("%s shows the server's message and keeps the form", async (_, status, message) => {
    serveSendMail({ status, body: { status: false, message } });
    openContactPage();
    await fillForm(aContactMessage());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('first_name')).toHaveValue('Asha');
  });

  test('an error answer without a message reads "Something went wrong, try again."', async () => {
    serveSendMail({ status: 500 });
    openContactPage();
    await fillForm(aContactMessage());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again.');
  });

  test('no answer at all reads "Error occurred. Please try again later."', async () => {
    serveSendMail('unreachable');
    openContactPage();
    await fillForm(aContactMessage());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred. Please try again later.');
    expect(field('message')).toHaveValue('Do you ship the chilla mix to Pune?');
  });
});

describe('messages clear after 3 s', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  test('a broken rule', async () => {
    openContactPage();
    await submit(user());
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.requiredFields);
    await wait(2999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a sent message', async () => {
    serveSendMail();
    openContactPage();
    const shopper = user();
    await fillForm(aContactMessage(), shopper);
    await submit(shopper);
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    await wait(3000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
