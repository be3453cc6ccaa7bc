import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryForm, EntryLinks, FormNotice } from '../../ui/entry-form.ts';
import { useRegisterMutation } from './api.ts';
import { registrationProblem, type Registration } from './registration-rules.ts';

/** Spec document 1, sections 4 and 9: register messages clear after 5 s. */
export const REGISTER_MESSAGE_MS = 5000;

const emptyForm: Registration = { email: '', password: '', confirmation: '' };

/** `user-register`: an e-mail and a password; the account is confirmed through a mailed link. */
export function RegisterScreen() {
  usePageMeta('Register', 'Create an account to follow your orders and check out faster.');
  const [form, setForm] = useState(emptyForm);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const [message, showMessage] = useFleetingMessage(REGISTER_MESSAGE_MS);

  const change = (field: keyof Registration) => (value: string) => setForm((typed) => ({ ...typed, [field]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const registration = { ...form, email: form.email.trim() };
    const problem = registrationProblem(registration);
    if (problem) {
      showMessage(problem);
      return;
    }
    try {
      const answer = await register({ email: registration.email, password: registration.password }).unwrap();
      if (!answer.status) {
        showMessage(answer.message || ACCOUNT_MESSAGES.somethingWrong);
        return;
      }
      showMessage(ACCOUNT_MESSAGES.registered, 'success');
      setConfirmationSentTo(registration.email);
      setForm(emptyForm);
    } catch (error) {
      showMessage(failureMessage(error, ACCOUNT_MESSAGES.somethingWrong, ACCOUNT_MESSAGES.somethingWrong));
    }
  };

  return (
    <EntryCard title="Register">
      <EntryForm noValidate onSubmit={(event) => void submit(event)} aria-label="Register">
        <TextField
          label="Email address"
          required
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onValue={change('email')}
        />
        <TextField
          label="Password"
          required
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onValue={change('password')}
        />
        <TextField
          label="Confirm Password"
          required
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={form.confirmation}
          onValue={change('confirmation')}
        />
        {message && <FormNotice $tone={message.tone}>{message.text}</FormNotice>}
        {confirmationSentTo && (
          <p>We have sent a link to {confirmationSentTo}: follow it to confirm your e-mail address, then log in.</p>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Registering...' : 'Register'}
        </Button>
      </EntryForm>
      <EntryLinks>
        <Link to={paths.myAccount}>Already registered? Log in</Link>
      </EntryLinks>
    </EntryCard>
  );
}
