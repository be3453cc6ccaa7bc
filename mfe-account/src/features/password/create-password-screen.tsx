import { SetPasswordScreen, type SetPasswordTexts } from './set-password-screen.tsx';

/** Our words: the spec names the page but shows none of its texts. */
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
