import { SetPasswordScreen, type SetPasswordTexts } from './set-password-screen.tsx';

/** The words of the page that gives a guest's e-mail address a password. */
const texts: SetPasswordTexts = {
  title: 'Create Password',
  description: 'Create a password to see the orders you placed with this e-mail address.',
  button: 'Create Password',
  busyButton: 'Saving...',
  done: 'Password created successfully!',
};

/** `create-password`: the page an order mail's link opens, where a guest makes an account that holds its orders. */
export function CreatePasswordScreen() {
  return <SetPasswordScreen texts={texts} />;
}
