import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES, newPasswordProblem } from 'shared/contracts/account';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryForm, EntryLinks, FormNotice } from '../../ui/entry-form.ts';
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
 * their words.
 */
export function SetPasswordScreen({ texts }: { texts: SetPasswordTexts }) {
  usePageMeta(texts.title, texts.description);
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const [setNewPassword, { isLoading }] = useSetPasswordMutation();
  const [message, showMessage] = useFleetingMessage(PASSWORD_MESSAGE_MS);
  useDelayedNavigation(done ? paths.myAccount : null, AFTER_PASSWORD_SET_MS);

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
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      showMessage(problem);
      return;
    }
    try {
      const answer = await setNewPassword({ email, token, password, password_confirmation: confirmation }).unwrap();
      if (!answer.status) {
        showMessage(answer.message || ACCOUNT_MESSAGES.somethingWrong);
        return;
      }
      setDone(true);
      showMessage(texts.done, 'success');
    } catch (error) {
      showMessage(failureMessage(error, ACCOUNT_MESSAGES.somethingWrong, ACCOUNT_MESSAGES.somethingWrong));
    }
  };

  return (
    <EntryCard title={texts.title}>
      <p>
        For <strong>{email}</strong>: at least 8 characters, with upper and lower case letters, a number and a special
        character.
      </p>
      <EntryForm noValidate onSubmit={(event) => void submit(event)} aria-label={texts.title}>
        <TextField
          label="New Password"
          required
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
        />
        <TextField
          label="Confirm Password"
          required
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          onValue={setConfirmation}
        />
        {message && <FormNotice $tone={message.tone}>{message.text}</FormNotice>}
        <Button type="submit" disabled={isLoading || done}>
          {isLoading ? texts.busyButton : texts.button}
        </Button>
      </EntryForm>
    </EntryCard>
  );
}
