import { useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_LIMITS, typedContactNo, typedName, type ContactMessage } from 'shared/contracts/contact';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { TextAreaField, TextField } from 'shared/ui/form-field.tsx';
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

const FormNotice = styled(Notice)`
  margin: 0;
`;

const SendButton = styled(Button)`
  justify-self: start;
  min-width: 10rem;
`;

/**
 * The contact form. Names keep only letters
 * and the number only digits and "+" as they are typed; every rule runs on
 * submit, and a sent message clears the form.
 */
export function ContactForm() {
  const [form, setForm] = useState(emptyForm);
  const { send, sending, message } = useSendContactMessage();

  const change = (field: keyof ContactMessage, value: string) => setForm((typed) => ({ ...typed, [field]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await send(form)) setForm(emptyForm);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Contact form">
      <Pair>
        <TextField
          label="First Name"
          required
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onValue={(value) => change('first_name', typedName(value))}
        />
        <TextField
          label="Last Name"
          required
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onValue={(value) => change('last_name', typedName(value))}
        />
      </Pair>
      <Pair>
        <TextField
          label="Email"
          required
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={form.email}
          onValue={(value) => change('email', value)}
        />
        <TextField
          label="Contact No."
          required
          name="contact_no"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.contact_no}
          onValue={(value) => change('contact_no', typedContactNo(value))}
        />
      </Pair>
      <TextAreaField
        label="Message"
        required
        name="message"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        value={form.message}
        onValue={(value) => change('message', value)}
      />
      {message && <FormNotice $tone={message.tone}>{message.text}</FormNotice>}
      <SendButton type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </SendButton>
    </Form>
  );
}
