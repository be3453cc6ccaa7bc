import { TextField } from 'shared/ui/form-field.tsx';

/** The required e-mail field of the signed-out forms (login, register, lost password). */
export function EmailField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  return (
    <TextField
      label="Email address"
      required
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onValue={onValue}
    />
  );
}
