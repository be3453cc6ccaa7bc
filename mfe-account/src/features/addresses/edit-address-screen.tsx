import { useState, type SubmitEvent } from 'react';
import { Navigate, useParams } from 'shared/routing';
import styled from 'styled-components';
import { useGetCountriesQuery } from 'shared/address/geo-api';
import { paths } from 'shared/config/routes';
import type { AddressType } from 'shared/contracts/account';
import { emptyAddress, savedAddress } from 'shared/contracts/address-fields';
import { useAppSelector } from 'shared/store/hooks';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';
import { addressTitle, isAddressType } from './address-type.ts';
import { EditAddressFieldset } from './edit-address-fieldset.tsx';
import { useSaveAddress } from './use-save-address.ts';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  button[type='submit'] {
    justify-self: start;
  }
`;

function EditAddressForm({ type }: { type: AddressType }) {
  const user = useAppSelector((state) => state.auth.user);
  const [fields, setFields] = useState(() => savedAddress(user?.[`${type}_address`], type) ?? emptyAddress);
  const { data: countries = [] } = useGetCountriesQuery();
  const { save, saving, message } = useSaveAddress(type);
  const title = `${addressTitle(type)} address`;
  usePageMeta(title);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(fields);
  };

  return (
    <AccountLayout title={title}>
      <Form noValidate onSubmit={submit} aria-label={title}>
        <EditAddressFieldset type={type} value={fields} onChange={setFields} countries={countries} />
        {message && <Notice $tone={message.tone}>{message.text}</Notice>}
        <Button type="submit" disabled={saving}>
          Save {type} address
        </Button>
      </Form>
    </AccountLayout>
  );
}

/** `editAddress/{type}`: billing or shipping; any other type goes to the address screen. */
export function EditAddressScreen() {
  const { type } = useParams();
  if (!isAddressType(type)) return <Navigate to={paths.address} replace />;
  return <EditAddressForm key={type} type={type} />;
}
