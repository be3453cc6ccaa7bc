import type { ComponentProps } from 'react';
import { TextField } from 'shared/ui/form-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** Lets a password manager fill in the saved password, or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A labelled, hidden password input. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" {...props} />;
}
