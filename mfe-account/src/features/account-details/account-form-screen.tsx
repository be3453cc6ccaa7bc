import { useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { useAppSelector } from 'shared/store/hooks';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { detailsOf, type AccountDetails } from './account-details.ts';
import { useSaveAccountDetails } from './use-save-account-details.ts';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  fieldset {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
  button[type='submit'] {
    justify-self: start;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const passwordChangeFields = [
  {
    field: 'current_password',
    label: 'Current password (leave blank to leave unchanged)',
    autoComplete: 'current-password',
  },
  { field: 'new_password', label: 'New password (leave blank to leave unchanged)', autoComplete: 'new-password' },
  { field: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** `account-form`: names, display name, the read-only e-mail and a password change. */
export function AccountFormScreen() {
  usePageMeta('Account Details');
  const user = useAppSelector((state) => state.auth.user);
  const [details, setDetails] = useState(() => detailsOf(user));
  const { save, saving, message } = useSaveAccountDetails();

  const set = (name: keyof AccountDetails) => (value: string) => setDetails((typed) => ({ ...typed, [name]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await save(details)) {
      setDetails((saved) => ({ ...saved, current_password: '', new_password: '', confirm_password: '' }));
    }
  };

  return (
    <AccountLayout title="Account Details">
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Account details">
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={details.first_name}
          onValue={set('first_name')}
        />
        <TextField label="Last Name" autoComplete="family-name" value={details.last_name} onValue={set('last_name')} />
        <TextField
          label="Display Name"
          required
          autoComplete="nickname"
          value={details.display_name}
          onValue={set('display_name')}
        />
        <Hint>This is how your name will be shown in the account section.</Hint>
        <TextField label="Email address" type="email" readOnly value={user?.email ?? ''} onValue={() => undefined} />
        <fieldset>
          <legend>Password change</legend>
          {passwordChangeFields.map(({ field, label, autoComplete }) => (
            <PasswordField
              key={field}
              label={label}
              autoComplete={autoComplete}
              value={details[field]}
              onValue={set(field)}
            />
          ))}
        </fieldset>
        {message && <Notice $tone={message.tone}>{message.text}</Notice>}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Form>
    </AccountLayout>
  );
}
