import styled from 'styled-components';
import type { AddressType } from 'shared/contracts/account';
import type { AddressFields } from 'shared/contracts/address-fields';
import type { Country } from 'shared/contracts/geo';
import { SelectField, TextField } from 'shared/ui/form-field.tsx';
import { useAddressStatesQuery } from './api.ts';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

interface AddressFieldsetProps {
  type: AddressType;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: readonly Country[];
}

/** Spec document 2, the edit address screen's fields; changing the country clears the state. */
export function AddressFieldset({ type, value, onChange, countries }: AddressFieldsetProps) {
  const { data: states = [] } = useAddressStatesQuery(value.country_id, { skip: !value.country_id });
  const set = (name: keyof AddressFields) => (text: string) => onChange({ ...value, [name]: text });
  const autofill = (token: string) => `${type} ${token}`;
  // A saved state the list does not hold stays choosable, so editing does not lose it.
  const stateNames = states.map(({ name }) => name);
  if (value.state && !stateNames.includes(value.state)) stateNames.unshift(value.state);

  return (
    <Grid>
      <TextField
        label="First Name"
        required
        value={value.first_name}
        onValue={set('first_name')}
        autoComplete={autofill('given-name')}
      />
      <TextField
        label="Last Name"
        value={value.last_name}
        onValue={set('last_name')}
        autoComplete={autofill('family-name')}
      />
      <TextField
        label="Address"
        required
        value={value.address}
        onValue={set('address')}
        autoComplete={autofill('street-address')}
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
        <option value="">-- Select Country --</option>
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
        <option value="">-- Select State --</option>
        {stateNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="City"
        required
        value={value.city}
        onValue={set('city')}
        autoComplete={autofill('address-level2')}
      />
      <TextField
        label="Pincode"
        required
        inputMode="numeric"
        value={value.pincode}
        onValue={set('pincode')}
        autoComplete={autofill('postal-code')}
      />
      <TextField
        label="Contact No."
        type="tel"
        value={value.contact_no}
        onValue={set('contact_no')}
        autoComplete={autofill('tel')}
      />
    </Grid>
  );
}
