import { useId, useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { failureMessage } from 'shared/api/server-errors';
import { CONTACT_MESSAGES } from 'shared/contracts/contact';
import { EMAIL_MAX_LENGTH, isEmail } from 'shared/contracts/email-address';
import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import { useAppDispatch } from 'shared/store/hooks';
import { ensureSession } from 'shared/store/session-slice';
import { Notice } from 'shared/ui/alert.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useJoinNewsletterMutation } from './api.ts';

/** Messages clear after 3 s, as the contact form's do. */
export const NEWSLETTER_MESSAGE_MS = 3000;

/** As on the contact form: the server's message, else "Something went wrong…", or with no answer "Error occurred…". */
const newsletterFailure = (error: unknown) =>
  failureMessage(error, NEWSLETTER_MESSAGES.failed, CONTACT_MESSAGES.unreachable);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.35rem;
  input {
    flex: 1 1 12rem;
    min-width: 0;
    padding: 0.55rem 0.7rem;
    border: 1px solid #fff;
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
`;

// Light on the dark footer, so the button stands out from it.
const SubmitButton = styled.button`
  padding: 0.55rem 1.2rem;
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.highlight};
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

const FooterNotice = styled(Notice)`
  border: 1px solid rgba(255, 255, 255, 0.7);
`;

/**
 * The footer's "Join Our Team" newsletter form: an e-mail, checked by the browser
 * (`type="email"`, required) and by the contract's pattern, then sent once
 * the visitor has a session id.
 */
export function JoinOurTeam() {
  const id = useId();
  const dispatch = useAppDispatch();
  const [joinNewsletter] = useJoinNewsletterMutation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, showMessage, clearMessage] = useFleetingMessage(NEWSLETTER_MESSAGE_MS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    clearMessage();
    const address = email.trim();
    if (!isEmail(address)) {
      showMessage(NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      // the newsletter call needs the session header (401 without); no session means the server gave none.
      if (!(await dispatch(ensureSession()).unwrap())) {
        showMessage(CONTACT_MESSAGES.unreachable);
        return;
      }
      const answer = await joinNewsletter({ email: address }).unwrap();
      if (!answer.status) {
        showMessage(answer.message || NEWSLETTER_MESSAGES.failed);
        return;
      }
      showMessage(answer.message || NEWSLETTER_MESSAGES.joined, 'success');
      setEmail('');
    } catch (error) {
      showMessage(newsletterFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Join Our Team</h2>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-email`}>Email address</label>
        <Row>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton type="submit" aria-disabled={busy} aria-busy={busy}>
            Submit
          </SubmitButton>
        </Row>
        {message && <FooterNotice $tone={message.tone}>{message.text}</FooterNotice>}
      </form>
    </section>
  );
}
