import { useState } from 'react';
import type { Country } from 'shared/contracts/geo';
import type { AddressFields, AddressKind } from 'shared/contracts/address-fields';
import type { AddressFault } from 'shared/contracts/address-rule';
import { AddressForm } from './address-form.tsx';
import { SavedAddress } from './saved-address.tsx';

interface AddressSectionProps {
  kind: AddressKind;
  /** Whether the signed-in shopper has this address saved (it is then `value` at first). */
  hasSaved: boolean;
  value: AddressFields;
  onChange: (value: AddressFields) => void;
  countries: Country[];
  /** The field to mark as breaking the address rule; a saved address with one opens for editing. */
  fault: AddressFault | null;
}

/** A saved address shows read-only until Edit, which opens the form prefilled; otherwise the form. */
export function AddressSection({ kind, hasSaved, value, onChange, countries, fault }: AddressSectionProps) {
  const [editing, setEditing] = useState(!hasSaved || fault !== null);
  // A saved address the checkout would refuse opens, so the shopper sees which field to correct.
  if (fault && !editing) setEditing(true);
  return editing ? (
    <AddressForm kind={kind} value={value} onChange={onChange} countries={countries} fault={fault} />
  ) : (
    <SavedAddress kind={kind} address={value} onEdit={() => setEditing(true)} />
  );
}
