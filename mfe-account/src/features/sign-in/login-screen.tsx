import { useState, type SubmitEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryForm, EntryLinks, FormNotice } from '../../ui/entry-form.ts';
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
        <TextField
          label="Email address"
          required
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
        />
        <TextField
          label="Password"
          required
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        {message && <FormNotice $tone={message.tone}>{message.text}</FormNotice>}
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
      </EntryForm>
      <EntryLinks>
        <Link to={paths.lostPassword}>Lost your password?</Link>
        <Link to={paths.register}>Create an account</Link>
      </EntryLinks>
    </EntryCard>
  );
}
