import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CONTACT_LIMITS, typedContactNo, typedName, type ContactMessage } from 'shared/contracts/contact';
import { Alert } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { useSendContactMessage } from './use-send-contact-message.ts';

const emptyForm: ContactMessage = { first_name: '', last_name: '', email: '', contact_no: '', message: '' };

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  label { font-weight: 600; }
  input, textarea {
    width: 100%;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea { resize: vertical; min-height: 8rem; }
`;

const Required = styled.span.attrs({ 'aria-hidden': true, children: ' *' })`
  color: ${({ theme }) => theme.colors.danger};
`;

// A success is news, a failure needs attention: the live region's role follows the tone.
const Notice = styled(Alert).attrs<{ $tone: 'success' | 'danger' }>(({ $tone }) => ({
  role: $tone === 'success' ? 'status' : 'alert',
}))`
  margin: 0;
`;

const SendButton = styled(Button)`
  justify-self: start;
  min-width: 10rem;
`;

function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        <Required />
      </label>
      {children}
    </Field>
  );
}

/**
 * The contact form (spec: Contact; sections 5 and 8). Names keep only letters
 * and the number only digits and "+" as they are typed; every rule runs on
 * submit, and a sent message clears the form.
 */
export function ContactForm() {
  const id = useId();
  const [form, setForm] = useState(emptyForm);
  const { send, sending, message } = useSendContactMessage();

  const change = (field: keyof ContactMessage, value: string) => setForm((typed) => ({ ...typed, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(form)) setForm(emptyForm);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Contact form">
      <Pair>
        <LabelledField id={`${id}-first-name`} label="First Name">
          <input
            id={`${id}-first-name`}
            name="first_name"
            autoComplete="given-name"
            aria-required
            value={form.first_name}
            onChange={(event) => change('first_name', typedName(event.target.value))}
          />
        </LabelledField>
        <LabelledField id={`${id}-last-name`} label="Last Name">
          <input
            id={`${id}-last-name`}
            name="last_name"
            autoComplete="family-name"
            aria-required
            value={form.last_name}
            onChange={(event) => change('last_name', typedName(event.target.value))}
          />
        </LabelledField>
      </Pair>
      <Pair>
        <LabelledField id={`${id}-email`} label="Email">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            aria-required
            value={form.email}
            onChange={(event) => change('email', event.target.value)}
          />
        </LabelledField>
        <LabelledField id={`${id}-contact-no`} label="Contact No.">
          <input
            id={`${id}-contact-no`}
            name="contact_no"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required
            value={form.contact_no}
            onChange={(event) => change('contact_no', typedContactNo(event.target.value))}
          />
        </LabelledField>
      </Pair>
      <LabelledField id={`${id}-message`} label="Message">
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          aria-required
          value={form.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </LabelledField>
      {message && <Notice $tone={message.tone}>{message.text}</Notice>}
      <SendButton type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </SendButton>
    </Form>
  );
}
