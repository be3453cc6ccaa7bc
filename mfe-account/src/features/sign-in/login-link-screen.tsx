import { useEffect, useRef, useState } from 'react';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { Link, useSearchParams } from 'shared/routing';
import { signedIn } from 'shared/store/auth-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { Notice } from 'shared/ui/alert.tsx';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { EntryCard } from '../../ui/entry-card.tsx';
import { EntryLinks } from '../../ui/entry-form.ts';
import { useLoginByLinkMutation } from './api.ts';
import { AFTER_LOGIN_MS } from './login-timings.ts';

/**
 * `login-link`, where a mailed sign-in link leads (its `token` and `email` in the query): signs in at once with
 * `POST api/login-link`, as the login does, then opens the dashboard. The link works once, so it is sent once.
 */
export function LoginLinkScreen() {
  usePageMeta('Sign In by Link', 'Signing you in with the link we mailed you.');
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const dispatch = useAppDispatch();
  const [loginByLink] = useLoginByLinkMutation();
  const [outcome, setOutcome] = useState<{ signedIn: boolean; message: string } | null>(
    token && email ? null : { signedIn: false, message: ACCOUNT_MESSAGES.invalidLoginLink },
  );
  const sent = useRef(false);
  useDelayedNavigation(outcome?.signedIn ? paths.dashboard : null, AFTER_LOGIN_MS);

  useEffect(() => {
    if (sent.current || !token || !email) return;
    sent.current = true;
    loginByLink({ email, token })
      .unwrap()
      .then((answer) => {
        dispatch(signedIn({ token: answer.token, user: answer.user, adminToken: answer.a_token ?? null }));
        setOutcome({ signedIn: true, message: ACCOUNT_MESSAGES.loginSuccess });
      })
      .catch((error: unknown) =>
        setOutcome({
          signedIn: false,
          message: failureMessage(error, ACCOUNT_MESSAGES.invalidLoginLink, ACCOUNT_MESSAGES.somethingWrong),
        }),
      );
  }, [dispatch, email, loginByLink, token]);

  return (
    <EntryCard title="Sign In by Link">
      {outcome === null ? (
        <p role="status">Signing you in...</p>
      ) : (
        <Notice $tone={outcome.signedIn ? 'success' : 'danger'}>{outcome.message}</Notice>
      )}
      {outcome?.signedIn === false && (
        <EntryLinks>
          <Link to={paths.lostPassword}>Ask for a new link</Link>
          <Link to={paths.myAccount}>Back to login</Link>
        </EntryLinks>
      )}
    </EntryCard>
  );
}
