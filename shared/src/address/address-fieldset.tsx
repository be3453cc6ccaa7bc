import type { ReactNode } from 'react';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';
import type { Country } from 'shared/contracts/geo';
import { SelectField, TextField } from 'shared/ui/form-field.tsx';
import { useGetStatesQuery } from 'shared/address/geo-api';

interface FieldWording {
  label: string;
  required?: boolean;
  /** The longest input the screen's rules allow, when they set one. */
  maxLength?: number;
}

interface SelectWording {
  label: string;
  required?: boolean;
  /** The text of the empty option ("-- Select Country --"). */
  emptyChoice: string;
}

/**
 * How one screen words the address fields: the checkout and the account's edit address
 * label them apart ("First name", "First Name"), mark different ones required and set different lengths.
 */
export interface AddressWording {
  first_name: FieldWording;
  last_name: FieldWording;
  address: FieldWording;
  city: FieldWording;
  country: SelectWording & {
    /** The empty option is offered only while no country is chosen. */
    emptyChoiceUntilChosen?: boolean;
  };
  state: SelectWording;
  pincode: FieldWording;
  contact_no: FieldWording;
}

interface AddressFieldsetProps {
  kind: AddressKind;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: readonly Country[];
  wording: AddressWording;
  /** What is wrong with one field, shown under it. */
  error?: { field: keyof AddressWording; message: string } | null;
  /** Lays the fields out, in the screen's order. */
  children: (field: Record<keyof AddressWording, ReactNode>) => ReactNode;
}

/**
 * The fields of one billing or shipping address, worded as the screen words them.
 * The states are those of the chosen country; changing the country clears the state.
 */
export function AddressFieldset({ kind, value, onChange, countries, wording, error, children }: AddressFieldsetProps) {
  const { data: states = [] } = useGetStatesQuery(value.country_id, { skip: !value.country_id });
  const set = (name: keyof AddressFields) => (text: string) => onChange({ ...value, [name]: text });
  const autofill = (token: string) => `${kind} ${token}`;
  // A saved state the list does not hold stays choosable, so editing does not lose it.
  const stateNames = states.map(({ name }) => name);
  if (value.state && !stateNames.includes(value.state)) stateNames.unshift(value.state);
  const { country, state } = wording;
  const errorOf = (field: keyof AddressWording) => (error?.field === field ? error.message : undefined);

  return children({
    first_name: (
      <TextField
        {...wording.first_name}
        error={errorOf('first_name')}
        value={value.first_name}
        onValue={set('first_name')}
        autoComplete={autofill('given-name')}
      />
    ),
    last_name: (
      <TextField
        {...wording.last_name}
        error={errorOf('last_name')}
        value={value.last_name}
        onValue={set('last_name')}
        autoComplete={autofill('family-name')}
      />
    ),
    address: (
      <TextField
        {...wording.address}
        error={errorOf('address')}
        value={value.address}
        onValue={set('address')}
        autoComplete={autofill('street-address')}
      />
    ),
    city: (
      <TextField
        {...wording.city}
        error={errorOf('city')}
        value={value.city}
        onValue={set('city')}
        autoComplete={autofill('address-level2')}
      />
    ),
    country: (
      <SelectField
        label={country.label}
        required={country.required}
        error={errorOf('country')}
        value={value.country_id}
        autoComplete={autofill('country-name')}
        onValue={(id) =>
          onChange({
            ...value,
            country_id: id,
            country_name: countries.find((choice) => String(choice.id) === id)?.name ?? '',
            state: '',
          })
        }
      >
        {!(country.emptyChoiceUntilChosen && value.country_id) && <option value="">{country.emptyChoice}</option>}
        {countries.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </SelectField>
    ),
    state: (
      <SelectField
        label={state.label}
        required={state.required}
        error={errorOf('state')}
        value={value.state}
        onValue={set('state')}
        autoComplete={autofill('address-level1')}
      >
        <option value="">{state.emptyChoice}</option>
        {stateNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    ),
    pincode: (
      <TextField
        inputMode="numeric"
        {...wording.pincode}
        error={errorOf('pincode')}
        value={value.pincode}
        onValue={set('pincode')}
        autoComplete={autofill('postal-code')}
      />
    ),
    contact_no: (
      <TextField
        {...wording.contact_no}
        error={errorOf('contact_no')}
        type="tel"
        value={value.contact_no}
        onValue={set('contact_no')}
        autoComplete={autofill('tel')}
      />
    ),
  });
}
