import { AddressFieldset, type AddressWording } from 'shared/address/address-fieldset.tsx';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';
import type { Country } from 'shared/contracts/geo';
import { FieldGrid, FullWidth } from './checkout-layout.ts';

/** The checkout's words and lengths. */
const checkoutWording: AddressWording = {
  first_name: { label: 'First name', required: true },
  last_name: { label: 'Last name', required: true },
  address: { label: 'Address', required: true },
  city: { label: 'City', required: true },
  country: { label: 'Country', required: true, emptyChoice: 'Select a country', emptyChoiceUntilChosen: true },
  state: { label: 'State', required: true, emptyChoice: 'Select a state' },
  pincode: { label: 'PIN code', required: true, maxLength: 6 },
  contact_no: { label: 'Contact no.', maxLength: 15 },
};

interface AddressFormProps {
  kind: AddressKind;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: Country[];
}

/** The fields of one address. Changing the country clears the state. */
export function AddressForm(props: AddressFormProps) {
  return (
    <AddressFieldset {...props} wording={checkoutWording}>
      {(field) => (
        <FieldGrid>
          {field.first_name}
          {field.last_name}
          <FullWidth>{field.address}</FullWidth>
          {field.city}
          {field.country}
          {field.state}
          {field.pincode}
          {field.contact_no}
        </FieldGrid>
      )}
    </AddressFieldset>
  );
}
