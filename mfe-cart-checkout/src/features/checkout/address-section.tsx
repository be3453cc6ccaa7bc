import { useState } from 'react';
import type { Country } from 'shared/contracts/geo';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';
import { AddressForm } from './address-form.tsx';
import { SavedAddress } from './saved-address.tsx';

interface AddressSectionProps {
  kind: AddressKind;
  /** Whether the signed-in shopper has this address saved (it is then `value` at first). */
  hasSaved: boolean;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: Country[];
}

/** A saved address shows read-only until Edit, which opens the form prefilled; otherwise the form. */
export function AddressSection({ kind, hasSaved, value, onChange, countries }: AddressSectionProps) {
  const [editing, setEditing] = useState(!hasSaved);
  return editing ? (
    <AddressForm kind={kind} value={value} onChange={onChange} countries={countries} />
  ) : (
    <SavedAddress kind={kind} address={value} onEdit={() => setEditing(true)} />
  );
}
