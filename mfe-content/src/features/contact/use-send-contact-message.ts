import { useState } from 'react';
import { failureMessage } from 'shared/api/server-errors';
import { CONTACT_MESSAGES, contactProblem, type ContactMessage } from 'shared/contracts/contact';
import { useAppDispatch } from 'shared/store/hooks';
import { ensureSession } from 'shared/store/session-slice';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useSendContactMessageMutation } from './api.ts';

/** Contact messages clear after 3 s. */
export const CONTACT_MESSAGE_MS = 3000;

/**
 * What a failed send says: the server's message (a broken rule, too many requests, the
 * mail server down); an answer without one: "Something went wrong, try
 * again."; no answer at all: "Error occurred. Please try again later."
 */
const contactFailure = (error: unknown) => failureMessage(error, CONTACT_MESSAGES.failed, CONTACT_MESSAGES.unreachable);

const trimmed = (form: ContactMessage): ContactMessage => ({
  first_name: form.first_name.trim(),
  last_name: form.last_name.trim(),
  email: form.email.trim(),
  contact_no: form.contact_no.trim(),
  message: form.message.trim(),
});

/**
 * Checks a contact message against the contract's rules and sends it once the
 * visitor has a session id; `send` resolves to true when the message was sent.
 */
export function useSendContactMessage() {
  const dispatch = useAppDispatch();
  const [sendContactMessage] = useSendContactMessageMutation();
  const [sending, setSending] = useState(false);
  const [message, showMessage, clearMessage] = useFleetingMessage(CONTACT_MESSAGE_MS);

  const send = async (typed: ContactMessage): Promise<boolean> => {
    if (sending) return false;
    clearMessage();
    const form = trimmed(typed);
    const problem = contactProblem(form);
    if (problem) {
      showMessage(problem);
      return false;
    }
    setSending(true);
    try {
      // send-mail needs the session header (401 without); no session means the server gave none, so try later.
      const sessionId = await dispatch(ensureSession()).unwrap();
      if (!sessionId) {
        showMessage(CONTACT_MESSAGES.unreachable);
        return false;
      }
      const answer = await sendContactMessage(form).unwrap();
      if (!answer.status) {
        showMessage(answer.message || CONTACT_MESSAGES.failed);
        return false;
      }
      showMessage(CONTACT_MESSAGES.sent, 'success');
      return true;
    } catch (error) {
      showMessage(contactFailure(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, sending, message };
}
