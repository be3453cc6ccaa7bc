import styled from 'styled-components';
import { AddressFieldset, type AddressWording } from 'shared/address/address-fieldset.tsx';
import type { AddressType } from 'shared/contracts/account';
import type { AddressFields } from 'shared/contracts/address-fields';
import type { Country } from 'shared/contracts/geo';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

/** The edit address screen's words. */
const editAddressWording: AddressWording = {
  first_name: { label: 'First Name', required: true },
  last_name: { label: 'Last Name' },
  address: { label: 'Address', required: true },
  city: { label: 'City', required: true },
  country: { label: 'Country', required: true, emptyChoice: '-- Select Country --' },
  state: { label: 'State', required: true, emptyChoice: '-- Select State --' },
  pincode: { label: 'Pincode', required: true },
  contact_no: { label: 'Contact No.' },
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
