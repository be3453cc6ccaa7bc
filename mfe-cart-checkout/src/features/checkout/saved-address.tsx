import { Button } from 'shared/ui/button.tsx';
import styled from 'styled-components';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';

const Card = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  address {
    font-style: normal;
  }
`;

/** A saved address, read-only, with Edit to change it for this order. */
export function SavedAddress({
  kind,
  address,
  onEdit,
}: {
  kind: AddressKind;
  address: AddressFields;
  onEdit: () => void;
}) {
  const place = [address.city, address.state, address.country_name].filter(Boolean).join(', ');
  return (
    <Card>
      <address>
        {`${address.first_name} ${address.last_name}`.trim()}
        <br />
        {address.address}
        <br />
        {place}
        {address.pincode && ` ${address.pincode}`}
        {address.contact_no && (
          <>
            <br />
            {address.contact_no}
          </>
        )}
      </address>
      <Button type="button" $variant="outline" aria-label={`Edit ${kind} address`} onClick={onEdit}>
        Edit
      </Button>
    </Card>
  );
}
