import { PasswordField } from './password-field.tsx';

interface NewPasswordFieldsProps {
  /** The first field's label ("Password", "New Password"); the second reads "Confirm Password". */
  label: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}

/** A new password typed twice, as the register and set-password forms ask for it. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        required
        name="password"
        autoComplete="new-password"
        value={password}
        onValue={onPassword}
      />
      <PasswordField
        label="Confirm Password"
        required
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onValue={onConfirmation}
      />
    </>
  );
}
