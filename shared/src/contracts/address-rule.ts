/**
 * The one rule for a billing or shipping address: the account's saved addresses and the checkout's obey it alike,
 * so an address the account saves is one the checkout takes, and the reverse. Each screen words what is wrong in
 * its own way; the API enforces the rule on both calls. Plain functions, no schema library.
 */
import { isSingleLine, textProblem } from 'shared/contracts/text-rule';

/** The address's fields as the rule names them (the country is `country_id`, or the checkout's `country`). */
export type AddressRuleField =
  'first_name' | 'last_name' | 'address' | 'country' | 'state' | 'city' | 'pincode' | 'contact_no';

/** Which field breaks the rule, and whether it is missing or holds what it may not. */
export interface AddressFault {
  field: AddressRuleField;
  kind: 'missing' | 'malformed';
}

/** Each field's longest value, by its name without the billing_ or shipping_ prefix. */
export const ADDRESS_LIMITS = {
  first_name: 100,
  last_name: 100,
  address: 300,
  city: 100,
  state: 100,
  country: 50,
  country_id: 50,
  country_name: 100,
  pincode: 20,
  contact_no: 20,
} as const;

/** The PIN code has exactly 6 characters, digits and "+" only. */
export const PINCODE_PATTERN = /^[0-9+]{6}$/;
/** The phone is optional, at most 15 characters, digits and "+" only. */
export const CONTACT_NO_PATTERN = /^[0-9+]{0,15}$/;
/** The longest PIN code and phone a form lets the shopper type. */
export const PINCODE_LENGTH = 6;
export const CONTACT_NO_MAX_LENGTH = 15;

const OPTIONAL: readonly AddressRuleField[] = ['contact_no'];

/** The fields in the order the forms show and check them; each with the keys it reads. */
const FIELDS: readonly [AddressRuleField, readonly (keyof typeof ADDRESS_LIMITS)[]][] = [
  ['first_name', ['first_name']],
  ['last_name', ['last_name']],
  ['address', ['address']],
  ['country', ['country_id', 'country', 'country_name']],
  ['state', ['state']],
  ['city', ['city']],
  ['pincode', ['pincode']],
  ['contact_no', ['contact_no']],
];

/** The keys an address must fill, but the country's, which may be either of two. */
export const REQUIRED_ADDRESS_KEYS = FIELDS.filter(([field]) => !OPTIONAL.includes(field) && field !== 'country').map(
  ([field]) => field,
);

/** A value as typed: a number (a country id, a PIN code sent as one) reads as its digits. */
const typedText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

const fits = (value: unknown, maxLength: number) => {
  if (value === undefined || value === null) return true;
  const text = typedText(value);
  return text !== null && textProblem(text, maxLength) === null && isSingleLine(text);
};

/**
 * The first field of an address (keys prefixed `billing_` or `shipping_`) that breaks the rule, or null. Every
 * field but the phone is required; the country may come as `country_id` or `country`.
 */
export function addressFault(address: object, prefix: 'billing' | 'shipping'): AddressFault | null {
  const read = (key: string) => (address as Record<string, unknown>)[`${prefix}_${key}`];
  for (const [field, keys] of FIELDS) {
    const filled = keys.slice(0, field === 'country' ? 2 : 1).some((key) => typedText(read(key))?.trim());
    if (!filled && !OPTIONAL.includes(field)) return { field, kind: 'missing' };
    if (!keys.every((key) => fits(read(key), ADDRESS_LIMITS[key]))) return { field, kind: 'malformed' };
    const text = typedText(read(field)) ?? '';
    if (field === 'pincode' && !PINCODE_PATTERN.test(text)) return { field, kind: 'malformed' };
    if (field === 'contact_no' && !CONTACT_NO_PATTERN.test(text)) return { field, kind: 'malformed' };
  }
  return null;
}
