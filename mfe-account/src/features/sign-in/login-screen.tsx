import { useState, type SubmitEvent } from 'react';
import { Link, Navigate } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EmailField } from '../../ui/email-field.tsx';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryFormFooter } from '../../ui/entry-form-footer.tsx';
import { EntryForm, EntryLinks } from '../../ui/entry-form.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { useLogin } from './use-login.ts';

/** `my-account`: the login; a shopper who arrives signed in goes straight to the dashboard. */
export function LoginScreen() {
  usePageMeta('Login', 'Sign in to see your orders, addresses and account details.');
  const isSignedIn = useAppSelector((state) => state.auth.isSignedIn);
  // Only a shopper already signed in on arrival is sent on at once; one who signs in here sees "Login successful!" first.
  const [signedInOnArrival] = useState(isSignedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { signIn, busy, message } = useLogin();

  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signIn({ email, password });
  };

  return (
    <EntryCard title="Login">
      <EmailConfirmationNotice />
      <EntryForm noValidate onSubmit={submit} aria-label="Login">
        <EmailField value={email} onValue={setEmail} />
        <PasswordField
          label="Password"
          required
          name="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        <EntryFormFooter message={message} busy={busy} button="Log in" busyButton="Logging in..." />
      </EntryForm>
      <EntryLinks>
        <Link to={paths.lostPassword}>Lost your password?</Link>
        <Link to={paths.register}>Create an account</Link>
      </EntryLinks>
    </EntryCard>
  );
}
