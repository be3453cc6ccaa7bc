import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES, newPasswordProblem } from 'shared/contracts/account';
import { Notice } from 'shared/ui/alert.tsx';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryFormFooter } from '../../ui/entry-form-footer.tsx';
import { EntryForm, EntryLinks } from '../../ui/entry-form.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { failureOf } from '../../ui/shop-answer.ts';
import { useSetPasswordMutation } from './api.ts';
import { AFTER_PASSWORD_SET_MS, PASSWORD_MESSAGE_MS } from './password-timings.ts';

export interface SetPasswordTexts {
  title: string;
  description: string;
  button: string;
  busyButton: string;
  done: string;
}

/**
 * The form a mailed link opens (its `token` and `email` in the query): a new password, twice, sent to
 * `POST api/set-password`; then my-account after 1 s. The reset and the create-password pages differ only in
 * their words. A claim link of an account holder leaves their password as it is: the page says so and links to
 * the login.
 */
export function SetPasswordScreen({ texts }: { texts: SetPasswordTexts }) {
  usePageMeta(texts.title, texts.description);
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  /** the server's words when a claim link found an account with a password of its own, which stays */
  const [ordersClaimed, setOrdersClaimed] = useState<string | null>(null);
  const [setNewPassword, { isLoading }] = useSetPasswordMutation();
  const [message, showMessage, clearMessage] = useFleetingMessage(PASSWORD_MESSAGE_MS);
  useDelayedNavigation(done ? paths.myAccount : null, AFTER_PASSWORD_SET_MS);

  if (ordersClaimed) {
    return (
      <EntryCard title={texts.title}>
        <Notice $tone="success">{ordersClaimed}</Notice>
        <EntryLinks>
          <Link to={paths.myAccount}>Log in</Link>
        </EntryLinks>
      </EntryCard>
    );
  }

  if (!token || !email) {
    return (
      <EntryCard title={texts.title}>
        <Notice>{ACCOUNT_MESSAGES.invalidResetLink}</Notice>
        <EntryLinks>
          <Link to={paths.lostPassword}>Ask for a new link</Link>
        </EntryLinks>
      </EntryCard>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || done) return;
    clearMessage();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      showMessage(problem);
      return;
    }
    const call = setNewPassword({ email, token, password, password_confirmation: confirmation });
    const failure = await failureOf(call);
    if (failure) {
      showMessage(failure);
      return;
    }
    const answer = await call.unwrap();
    if (!answer.password_set) {
      setOrdersClaimed(answer.message);
      return;
    }
    setDone(true);
    showMessage(texts.done, 'success');
  };

  return (
    <EntryCard title={texts.title}>
      <p>
        For <strong>{email}</strong>: at least 8 characters, with upper and lower case letters, a number and a special
        character.
      </p>
      <EntryForm noValidate onSubmit={(event) => void submit(event)} aria-label={texts.title}>
        <NewPasswordFields
          label="New Password"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
        />
        <EntryFormFooter
          message={message}
          busy={isLoading}
          disabled={isLoading || done}
          button={texts.button}
          busyButton={texts.busyButton}
        />
      </EntryForm>
    </EntryCard>
  );
}
