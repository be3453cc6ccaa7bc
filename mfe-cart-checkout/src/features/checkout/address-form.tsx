import type { Country } from 'shared/contracts/geo';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';
import { useGetStatesQuery } from './api.ts';
import { FieldGrid, FullWidth } from './checkout-layout.ts';
import { SelectField, TextField } from 'shared/ui/form-field.tsx';

interface AddressFormProps {
  kind: AddressKind;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: Country[];
}

/** The fields of one address (spec, section 3). Changing the country clears the state. */
export function AddressForm({ kind, value, onChange, countries }: AddressFormProps) {
  const { data: states = [] } = useGetStatesQuery(value.country_id, { skip: !value.country_id });
  const set = (name: keyof AddressFields) => (text: string) => onChange({ ...value, [name]: text });
  const autofill = (token: string) => `${kind} ${token}`;
  // A saved state the list does not hold stays choosable, so editing does not lose it.
  const stateNames =
    states.some(({ name }) => name === value.state) || !value.state
      ? states.map(({ name }) => name)
      : [value.state, ...states.map(({ name }) => name)];

  return (
    <FieldGrid>
      <TextField
        label="First name"
        required
        value={value.first_name}
        onValue={set('first_name')}
        autoComplete={autofill('given-name')}
      />
      <TextField
        label="Last name"
        required
        value={value.last_name}
        onValue={set('last_name')}
        autoComplete={autofill('family-name')}
      />
      <FullWidth>
        <TextField
          label="Address"
          required
          value={value.address}
          onValue={set('address')}
          autoComplete={autofill('street-address')}
        />
      </FullWidth>
      <TextField
        label="City"
        required
        value={value.city}
        onValue={set('city')}
        autoComplete={autofill('address-level2')}
      />
      <SelectField
        label="Country"
        required
        value={value.country_id}
        autoComplete={autofill('country-name')}
        onValue={(id) =>
          onChange({
            ...value,
            country_id: id,
            country_name: countries.find((country) => String(country.id) === id)?.name ?? '',
            state: '',
          })
        }
      >
        {!value.country_id && <option value="">Select a country</option>}
        {countries.map((country) => (
          <option key={country.id} value={String(country.id)}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="State"
        required
        value={value.state}
        onValue={set('state')}
        autoComplete={autofill('address-level1')}
      >
        <option value="">Select a state</option>
        {stateNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="PIN code"
        required
        value={value.pincode}
        onValue={set('pincode')}
        inputMode="numeric"
        maxLength={6}
        autoComplete={autofill('postal-code')}
      />
      <TextField
        label="Contact no."
        type="tel"
        value={value.contact_no}
        onValue={set('contact_no')}
        maxLength={15}
        autoComplete={autofill('tel')}
      />
    </FieldGrid>
  );
}
