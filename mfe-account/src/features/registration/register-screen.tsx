import { useState, type SubmitEvent } from 'react';
import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EmailField } from '../../ui/email-field.tsx';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryFormFooter } from '../../ui/entry-form-footer.tsx';
import { EntryForm, EntryLinks } from '../../ui/entry-form.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { failureOf } from '../../ui/shop-answer.ts';
import { useRegisterMutation } from './api.ts';
import { registrationProblem, type Registration } from './registration-rules.ts';

/** Register messages clear after 5 s. */
export const REGISTER_MESSAGE_MS = 5000;

const emptyForm: Registration = { email: '', password: '', confirmation: '' };

/** `user-register`: an e-mail and a password; the account is confirmed through a mailed link. */
export function RegisterScreen() {
  usePageMeta('Register', 'Create an account to follow your orders and check out faster.');
  const [form, setForm] = useState(emptyForm);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const [message, showMessage, clearMessage] = useFleetingMessage(REGISTER_MESSAGE_MS);

  const change = (field: keyof Registration) => (value: string) => setForm((typed) => ({ ...typed, [field]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    clearMessage();
    const registration = { ...form, email: form.email.trim() };
    const problem = registrationProblem(registration);
    if (problem) {
      showMessage(problem);
      return;
    }
    const failure = await failureOf(register({ email: registration.email, password: registration.password }));
    if (failure) {
      showMessage(failure);
      return;
    }
    showMessage(ACCOUNT_MESSAGES.registered, 'success');
    setConfirmationSentTo(registration.email);
    setForm(emptyForm);
  };

  return (
    <EntryCard title="Register">
      <EntryForm noValidate onSubmit={(event) => void submit(event)} aria-label="Register">
        <EmailField value={form.email} onValue={change('email')} />
        <NewPasswordFields
          label="Password"
          password={form.password}
          confirmation={form.confirmation}
          onPassword={change('password')}
          onConfirmation={change('confirmation')}
        />
        <EntryFormFooter message={message} busy={isLoading} button="Register" busyButton="Registering...">
          {confirmationSentTo && (
            <p>We have sent a link to {confirmationSentTo}: follow it to confirm your e-mail address, then log in.</p>
          )}
        </EntryFormFooter>
      </EntryForm>
      <EntryLinks>
        <Link to={paths.myAccount}>Already registered? Log in</Link>
      </EntryLinks>
    </EntryCard>
  );
}
