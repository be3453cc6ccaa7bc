import styled from 'styled-components';
import { AddressFieldset, type AddressWording } from 'shared/address/address-fieldset.tsx';
import type { AddressType } from 'shared/contracts/account';
import type { AddressFields } from 'shared/contracts/address-fields';
import { ADDRESS_LIMITS, CONTACT_NO_MAX_LENGTH, PINCODE_LENGTH } from 'shared/contracts/address-rule';
import type { Country } from 'shared/contracts/geo';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

/** The edit address screen's words; what it accepts is the checkout's address rule. */
const editAddressWording: AddressWording = {
  first_name: { label: 'First Name', required: true, maxLength: ADDRESS_LIMITS.first_name },
  last_name: { label: 'Last Name', required: true, maxLength: ADDRESS_LIMITS.last_name },
  address: { label: 'Address', required: true, maxLength: ADDRESS_LIMITS.address },
  city: { label: 'City', required: true, maxLength: ADDRESS_LIMITS.city },
  country: { label: 'Country', required: true, emptyChoice: '-- Select Country --' },
  state: { label: 'State', required: true, emptyChoice: '-- Select State --' },
  pincode: { label: 'Pincode', required: true, maxLength: PINCODE_LENGTH },
  contact_no: { label: 'Contact No.', maxLength: CONTACT_NO_MAX_LENGTH },
};

interface EditAddressFieldsetProps {
  type: AddressType;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: readonly Country[];
}

/** The edit address screen's fields; changing the country clears the state. */
export function EditAddressFieldset({ type, ...address }: EditAddressFieldsetProps) {
  return (
    <AddressFieldset kind={type} {...address} wording={editAddressWording}>
      {(field) => (
        <Grid>
          {field.first_name}
          {field.last_name}
          {field.address}
          {field.country}
          {field.state}
          {field.city}
          {field.pincode}
          {field.contact_no}
        </Grid>
      )}
    </AddressFieldset>
  );
}
