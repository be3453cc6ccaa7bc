import { useState } from 'react';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { ACCOUNT_MESSAGES, type LoginRequest } from 'shared/contracts/account';
import { CART_MERGE_FULL_LINE_MESSAGE } from 'shared/contracts/cart';
import { isEmail } from 'shared/contracts/email-address';
import { signedIn } from 'shared/store/auth-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { AFTER_LOGIN_MS, LOGIN_MESSAGE_MS } from './login-timings.ts';
import { useLoginMutation } from './api.ts';

function credentialsProblem({ email, password }: LoginRequest): string | null {
  if (!isEmail(email)) return ACCOUNT_MESSAGES.invalidEmail;
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  return null;
}

/**
 * Checks and sends the login; on success keeps the token, user and admin token, then opens the dashboard. When
 * merging the carts stopped a line at 999 the success message says so, and stays its whole time before the dashboard.
 */
export function useLogin() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [message, showMessage, clearMessage] = useFleetingMessage(LOGIN_MESSAGE_MS);
  const [dashboardAfterMs, setDashboardAfterMs] = useState<number | null>(null);
  const done = dashboardAfterMs !== null;
  useDelayedNavigation(done ? paths.dashboard : null, dashboardAfterMs ?? 0);

  const signIn = async (typed: LoginRequest) => {
    if (isLoading || done) return;
    clearMessage();
    const credentials = { email: typed.email.trim(), password: typed.password };
    const problem = credentialsProblem(credentials);
    if (problem) {
      showMessage(problem);
      return;
    }
    try {
      const answer = await login(credentials).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user, adminToken: answer.a_token ?? null }));
      const capped = answer.cart_capped === true;
      setDashboardAfterMs(capped ? LOGIN_MESSAGE_MS : AFTER_LOGIN_MS);
      showMessage(
        capped ? `${ACCOUNT_MESSAGES.loginSuccess} ${CART_MERGE_FULL_LINE_MESSAGE}` : ACCOUNT_MESSAGES.loginSuccess,
        'success',
      );
    } catch (error) {
      showMessage(failureMessage(error, ACCOUNT_MESSAGES.invalidCredentials, ACCOUNT_MESSAGES.somethingWrong));
    }
  };

  return { signIn, busy: isLoading, message };
}
