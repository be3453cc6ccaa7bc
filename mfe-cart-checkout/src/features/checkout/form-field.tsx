import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  label { font-weight: 600; }
  input, select, textarea {
    width: 100%;
    padding: 0.55rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Required = styled.span.attrs({ 'aria-hidden': true, children: ' *' })`
  color: ${({ theme }) => theme.colors.danger};
`;

interface Labelled {
  label: string;
  required?: boolean;
  onValue: (value: string) => void;
}

type TextFieldProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'required'> & { value: string };

/** A labelled text input; `required` marks it for people and assistive technology, the rules run on submit. */
export function TextField({ label, required = false, onValue, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      <input id={id} type="text" aria-required={required} {...input} onChange={(event) => onValue(event.target.value)} />
    </Field>
  );
}

type SelectFieldProps = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'required'> & { value: string; children: ReactNode };

export function SelectField({ label, required = false, onValue, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      <select id={id} aria-required={required} {...select} onChange={(event) => onValue(event.target.value)}>
        {children}
      </select>
    </Field>
  );
}

export function TextAreaField({ label, onValue, value }: Omit<Labelled, 'required'> & { value: string }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} value={value} onChange={(event) => onValue(event.target.value)} />
    </Field>
  );
}
