import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    padding: 0.55rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    resize: vertical;
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

/** What is wrong with a field, said under it and tied to it for assistive technology. */
function useFieldError(error: string | undefined) {
  const id = useId();
  return {
    described: error ? { 'aria-invalid': true, 'aria-describedby': id } : {},
    note: error && <FieldError id={id}>{error}</FieldError>,
  };
}

const Required = styled.span.attrs({ 'aria-hidden': true, children: ' *' })`
  color: ${({ theme }) => theme.colors.danger};
`;

interface Labelled {
  label: string;
  required?: boolean;
  onValue: (value: string) => void;
}

interface WithError {
  /** what is wrong with the value, shown under the field */
  error?: string;
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && <Required />}
    </label>
  );
}

type TextFieldProps = Labelled &
  WithError &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'required'> & { value: string };

/** A labelled text input; `required` marks it for people and assistive technology, the rules run on submit. */
export function TextField({ label, required = false, onValue, error, ...input }: TextFieldProps) {
  const id = useId();
  const { described, note } = useFieldError(error);
  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type="text"
        aria-required={required}
        {...described}
        {...input}
        onChange={(event) => onValue(event.target.value)}
      />
      {note}
    </Field>
  );
}

type SelectFieldProps = Labelled &
  WithError &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'required'> & { value: string; children: ReactNode };

export function SelectField({ label, required = false, onValue, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const { described, note } = useFieldError(error);
  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        aria-required={required}
        {...described}
        {...select}
        onChange={(event) => onValue(event.target.value)}
      >
        {children}
      </select>
      {note}
    </Field>
  );
}

type TextAreaFieldProps = Labelled &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'required'> & { value: string };

export function TextAreaField({ label, required = false, onValue, rows = 3, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        aria-required={required}
        {...textarea}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}
