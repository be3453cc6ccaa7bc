import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';

/** One address as the form holds it; the payload names each field with the prefix billing_ or shipping_. */
export interface AddressFields {
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  country_id: string;
  country_name: string;
  state: string;
  pincode: string;
  contact_no: string;
}

export type AddressKind = 'billing' | 'shipping';

export const emptyAddress: AddressFields = {
  first_name: '',
  last_name: '',
  address: '',
  city: '',
  country_id: '',
  country_name: '',
  state: '',
  pincode: '',
  contact_no: '',
};

/** An address named with the prefix billing_ or shipping_ (an order's, a user record's), or null when it is empty. */
export function addressFieldsOf(saved: object, kind: AddressKind): AddressFields | null {
  const read = (name: string) => {
    const value = (saved as Record<string, unknown>)[`${kind}_${name}`];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const fields: AddressFields = {
    first_name: read('first_name'),
    last_name: read('last_name'),
    address: read('address'),
    city: read('city'),
    country_id: read('country_id') || read('country'),
    country_name: read('country_name'),
    state: read('state'),
    pincode: read('pincode'),
    contact_no: read('contact_no'),
  };
  return Object.values(fields).some(Boolean) ? fields : null;
}

/**
 * A saved address (the user record's `billing_address` / `shipping_address`,
 * JSON text with prefixed keys), or null when there is none worth showing.
 */
export function savedAddress(json: string | null | undefined, kind: AddressKind): AddressFields | null {
  if (!json) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(json);
  } catch {
    return null;
  }
  return typeof saved === 'object' && saved !== null ? addressFieldsOf(saved, kind) : null;
}

/** An address's lines as the account's address screen shows them; empty parts are left out. */
export const addressLines = (address: AddressFields) =>
  [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.address,
    [address.city, address.pincode].filter(Boolean).join(' '),
    [address.state, address.country_name].filter(Boolean).join(', '),
    address.contact_no,
  ].filter(Boolean);

type Payload<P extends AddressKind> = P extends 'billing' ? BillingAddress : ShippingAddress;

/** The address as the checkout payload names it. */
export function addressPayload<P extends AddressKind>(kind: P, fields: AddressFields): Payload<P> {
  const country = Number(fields.country_id) || fields.country_id;
  const payload = {
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    address: fields.address.trim(),
    city: fields.city.trim(),
    state: fields.state,
    country,
    country_id: country,
    country_name: fields.country_name,
    pincode: fields.pincode.trim(),
    contact_no: fields.contact_no.trim(),
  };
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [`${kind}_${name}`, value]),
  ) as unknown as Payload<P>;
}

/** Whether two addresses are the same place and person, as the checkout would send them. */
export const sameAddress = (one: AddressFields, other: AddressFields) =>
  JSON.stringify(Object.values(addressPayload('billing', one))) ===
  JSON.stringify(Object.values(addressPayload('billing', other)));
