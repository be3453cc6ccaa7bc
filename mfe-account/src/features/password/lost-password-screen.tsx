import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES, isAccountEmail } from 'shared/contracts/account';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryForm, EntryLinks, FormNotice } from '../../ui/entry-form.ts';
import { useSendResetMailMutation } from './api.ts';
import { PASSWORD_MESSAGE_MS } from './password-timings.ts';

/** `lost-password`: mails a link to reset the password. */
export function LostPasswordScreen() {
  usePageMeta('Lost Password', 'Forgot your password? We will e-mail you a link to set a new one.');
  const [email, setEmail] = useState('');
  const [sendResetMail, { isLoading }] = useSendResetMailMutation();
  const [message, showMessage] = useFleetingMessage(PASSWORD_MESSAGE_MS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const address = email.trim();
    if (!isAccountEmail(address)) {
      showMessage(ACCOUNT_MESSAGES.invalidEmail);
      return;
    }
    try {
      const answer = await sendResetMail({ email: address }).unwrap();
      if (!answer.status) {
        showMessage(answer.message || ACCOUNT_MESSAGES.somethingWrong);
        return;
      }
      showMessage(ACCOUNT_MESSAGES.mailSent, 'success');
    } catch (error) {
      showMessage(failureMessage(error, ACCOUNT_MESSAGES.somethingWrong, ACCOUNT_MESSAGES.somethingWrong));
    }
  };

  return (
    <EntryCard title="Lost Password">
      <p>Enter your e-mail address and we will send you a link to set a new password.</p>
      <EntryForm noValidate onSubmit={(event) => void submit(event)} aria-label="Lost password">
        <TextField
          label="Email address"
          required
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
        />
        {message && <FormNotice $tone={message.tone}>{message.text}</FormNotice>}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Reset Password'}
        </Button>
      </EntryForm>
      <EntryLinks>
        <Link to={paths.myAccount}>Back to login</Link>
      </EntryLinks>
    </EntryCard>
  );
}
