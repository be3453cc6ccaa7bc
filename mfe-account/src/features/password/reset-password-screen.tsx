import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { SetPasswordScreen, type SetPasswordTexts } from './set-password-screen.tsx';

const texts: SetPasswordTexts = {
  title: 'Reset Password',
  description: 'Choose a new password for your account.',
  button: 'Reset Password',
  busyButton: 'Resetting...',
  done: ACCOUNT_MESSAGES.passwordReset,
};

/** The reset page a reset mail's link opens. */
export function ResetPasswordScreen() {
  return <SetPasswordScreen texts={texts} />;
}
