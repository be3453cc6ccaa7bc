import { useId } from 'react';
import styled from 'styled-components';
import type { User } from 'shared/contracts/account';
import { addressLines, savedAddress, type AddressKind } from 'shared/contracts/address-fields';
import { Button } from 'shared/ui/button.tsx';
import { Modal } from 'shared/ui/modal.tsx';
import { userName } from './user-texts.ts';

const Sections = styled.div`
  display: grid;
  gap: 1rem;
  h3 {
    margin: 0 0 0.4rem;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
  p {
    margin: 0;
  }
`;

const Close = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

function SavedAddress({ user, kind }: { user: User; kind: AddressKind }) {
  const address = savedAddress(kind === 'billing' ? user.billing_address : user.shipping_address, kind);
  return (
    <section>
      <h3>{kind === 'billing' ? 'Billing address' : 'Shipping address'}</h3>
      {address ? (
        <address>
          {addressLines(address).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </address>
      ) : (
        <p>No address saved.</p>
      )}
    </section>
  );
}

/** View Addresses: the user's saved billing and shipping addresses. */
export function UserAddressesDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Addresses of {userName(user)}</h2>
      <Sections>
        <SavedAddress user={user} kind="billing" />
        <SavedAddress user={user} kind="shipping" />
      </Sections>
      <Close>
        <Button type="button" $variant="outline" onClick={onClose}>
          Close
        </Button>
      </Close>
    </Modal>
  );
}
