import { useState, type SubmitEvent } from 'react';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { isEmail } from 'shared/contracts/email-address';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EmailField } from '../../ui/email-field.tsx';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryFormFooter } from '../../ui/entry-form-footer.tsx';
import { EntryForm, EntryLinks } from '../../ui/entry-form.ts';
import { failureOf } from '../../ui/shop-answer.ts';
import { useSendResetMailMutation } from './api.ts';
import { PASSWORD_MESSAGE_MS } from './password-timings.ts';

/** `lost-password`: mails a link to reset the password. */
export function LostPasswordScreen() {
  usePageMeta('Lost Password', 'Forgot your password? We will e-mail you a link to set a new one.');
  const [email, setEmail] = useState('');
  const [sendResetMail, { isLoading }] = useSendResetMailMutation();
  const [message, showMessage, clearMessage] = useFleetingMessage(PASSWORD_MESSAGE_MS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    clearMessage();
    const address = email.trim();
    if (!isEmail(address)) {
      showMessage(ACCOUNT_MESSAGES.invalidEmail);
      return;
    }
    const failure = await failureOf(sendResetMail({ email: address }));
    if (failure) showMessage(failure);
    else showMessage(ACCOUNT_MESSAGES.mailSent, 'success');
  };

  return (
    <EntryCard title="Lost Password">
      <p>Enter your e-mail address and we will send you a link to set a new password.</p>
      <EntryForm noValidate onSubmit={(event) => void submit(event)} aria-label="Lost password">
        <EmailField value={email} onValue={setEmail} />
        <EntryFormFooter message={message} busy={isLoading} button="Reset Password" busyButton="Sending..." />
      </EntryForm>
      <EntryLinks>
        <Link to={paths.myAccount}>Back to login</Link>
      </EntryLinks>
    </EntryCard>
  );
}
