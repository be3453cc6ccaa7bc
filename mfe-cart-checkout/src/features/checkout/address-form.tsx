import { AddressFieldset, type AddressWording } from 'shared/address/address-fieldset.tsx';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';
import {
  ADDRESS_LIMITS,
  CONTACT_NO_MAX_LENGTH,
  PINCODE_LENGTH,
  type AddressFault,
} from 'shared/contracts/address-rule';
import type { Country } from 'shared/contracts/geo';
import { FieldGrid, FullWidth } from './checkout-layout.ts';
import { ADDRESS_FIELD_MESSAGES } from './checkout-messages.ts';

/** The checkout's words and lengths. */
const checkoutWording: AddressWording = {
  first_name: { label: 'First name', required: true, maxLength: ADDRESS_LIMITS.first_name },
  last_name: { label: 'Last name', required: true, maxLength: ADDRESS_LIMITS.last_name },
  address: { label: 'Address', required: true, maxLength: ADDRESS_LIMITS.address },
  city: { label: 'City', required: true, maxLength: ADDRESS_LIMITS.city },
  country: { label: 'Country', required: true, emptyChoice: 'Select a country', emptyChoiceUntilChosen: true },
  state: { label: 'State', required: true, emptyChoice: 'Select a state' },
  pincode: { label: 'PIN code', required: true, maxLength: PINCODE_LENGTH },
  contact_no: { label: 'Contact no.', maxLength: CONTACT_NO_MAX_LENGTH },
};

interface AddressFormProps {
  kind: AddressKind;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: Country[];
  /** The field that breaks the address rule, marked with its message. */
  fault: AddressFault | null;
}

/** The fields of one address. Changing the country clears the state. */
export function AddressForm({ fault, ...props }: AddressFormProps) {
  const error = fault && { field: fault.field, message: ADDRESS_FIELD_MESSAGES[fault.field] };
  return (
    <AddressFieldset {...props} wording={checkoutWording} error={error}>
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
