import { useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { isEmail } from 'shared/contracts/email-address';
import { Button } from 'shared/ui/button.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EmailField } from '../../ui/email-field.tsx';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryFormFooter } from '../../ui/entry-form-footer.tsx';
import { EntryForm, EntryLinks } from '../../ui/entry-form.ts';
import { failureOf } from '../../ui/shop-answer.ts';
import { useLoginLinkMailMutation } from '../sign-in/api.ts';
import { useSendResetMailMutation } from './api.ts';
import { PASSWORD_MESSAGE_MS } from './password-timings.ts';

const LinkButton = styled(Button)`
  justify-self: start;
`;

/**
 * `lost-password`: mails a link to reset the password or, with the second button, a one-time link that signs in
 * without it (which works even while strangers' wrong passwords have the password sign-in refused).
 */
export function LostPasswordScreen() {
  usePageMeta('Lost Password', 'Forgot your password? We will e-mail you a link to set a new one.');
  const [email, setEmail] = useState('');
  const [sendResetMail, { isLoading: resetSending }] = useSendResetMailMutation();
  const [sendLoginLink, { isLoading: linkSending }] = useLoginLinkMailMutation();
  const isLoading = resetSending || linkSending;
  const [message, showMessage, clearMessage] = useFleetingMessage(PASSWORD_MESSAGE_MS);

  const send = async (mail: typeof sendResetMail) => {
    if (isLoading) return;
    clearMessage();
    const address = email.trim();
    if (!isEmail(address)) {
      showMessage(ACCOUNT_MESSAGES.invalidEmail);
      return;
    }
    const failure = await failureOf(mail({ email: address }));
    if (failure) showMessage(failure);
    else showMessage(ACCOUNT_MESSAGES.mailSent, 'success');
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(sendResetMail);
  };

  return (
    <EntryCard title="Lost Password">
      <p>
        Enter your e-mail address and we will send you a link to set a new password, or one that signs you in without
        it.
      </p>
      <EntryForm noValidate onSubmit={submit} aria-label="Lost password">
        <EmailField value={email} onValue={setEmail} />
        <EntryFormFooter message={message} busy={isLoading} button="Reset Password" busyButton="Sending..." />
        <LinkButton type="button" $variant="outline" disabled={isLoading} onClick={() => void send(sendLoginLink)}>
          Email me a sign-in link
        </LinkButton>
      </EntryForm>
      <EntryLinks>
        <Link to={paths.myAccount}>Back to login</Link>
      </EntryLinks>
    </EntryCard>
  );
}
