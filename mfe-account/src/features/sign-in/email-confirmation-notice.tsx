import { useSearchParams } from 'shared/routing';
import { Notice } from 'shared/ui/alert.tsx';

/** Our words: what the confirmation mail's link (which the API redirects here with `email_confirmed`) did. */
export const CONFIRMATION_TEXTS = {
  confirmed: 'Your e-mail address is confirmed. You can log in now.',
  failed: 'This confirmation link is invalid or has expired. Log in to receive a new one.',
} as const;

export function EmailConfirmationNotice() {
  const [query] = useSearchParams();
  const confirmed = query.get('email_confirmed');
  if (confirmed === '1') return <Notice $tone="success">{CONFIRMATION_TEXTS.confirmed}</Notice>;
  if (confirmed === '0') return <Notice>{CONFIRMATION_TEXTS.failed}</Notice>;
  return null;
}
