/**
 * The checkout's contract and its validation rules,
 * shared word for word by the checkout form and the API, which enforces them.
 * Plain functions, no schema library, so the checkout page stays light.
 */
import { ADDRESS_LIMITS, addressFault } from 'shared/contracts/address-rule';
import { EMAIL_MAX_LENGTH, isEmail } from 'shared/contracts/email-address';
import { isSingleLine, textProblem } from 'shared/contracts/text-rule';

export const CHECKOUT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  requiredFields: 'Please fill all required fields.',
} as const;

export type PaymentType = 'online' | 'cod';

/** A checkout that names no payment type pays online: the online provider is the default. */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'online';

/** The most characters each field may hold, counted as the text rule counts them (code points). */
export const CHECKOUT_LIMITS = {
  contactName: 200,
  email: EMAIL_MAX_LENGTH,
  orderNotes: 2000,
  name: ADDRESS_LIMITS.first_name,
  address: ADDRESS_LIMITS.address,
  city: ADDRESS_LIMITS.city,
  state: ADDRESS_LIMITS.state,
  country: ADDRESS_LIMITS.country,
  countryName: ADDRESS_LIMITS.country_name,
  pincode: ADDRESS_LIMITS.pincode,
  contactNo: ADDRESS_LIMITS.contact_no,
} as const;

/** Keys as the checkout payload names them; the shipping address has the same with the prefix `shipping_`. */
export interface BillingAddress {
  billing_first_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_city: string;
  billing_state: string;
  billing_country: number | string;
  billing_country_id: number | string;
  billing_country_name: string;
  billing_pincode: string;
  billing_contact_no: string;
}

export interface ShippingAddress {
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_country: number | string;
  shipping_country_id: number | string;
  shipping_country_name: string;
  shipping_pincode: string;
  shipping_contact_no: string;
}

/**
 * `POST api/checkout` (bearer token if any, session header, optional `Idempotency-Key` header): the published
 * checkout payload, plus our optional `payment_type` (DEFAULT_PAYMENT_TYPE when left out).
 */
export interface CheckoutRequest {
  contact_name: string;
  contact_email: string;
  contact_mobile: { b_contact_no: string } | null;
  billing_address: BillingAddress;
  shipping_address: ShippingAddress;
  order_notes: string;
  payment_type?: PaymentType;
}

export interface CheckoutResponse {
  status: true;
  message: string;
  data: { id: number; order_number: string; final_total: number };
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Text that breaks the text rule (too long, not well-formed) is refused as "other failures" are. */
const badText = (value: unknown, maxLength: number) =>
  typeof value === 'string' && textProblem(value, maxLength) !== null;
/** So is a line break (or another control character) in a field of one line: every field but the notes. */
const badLine = (value: unknown, maxLength: number) =>
  badText(value, maxLength) || (typeof value === 'string' && !isSingleLine(value));

/** Each address field's longest value, by its name without the billing_ or shipping_ prefix. */
export const CHECKOUT_ADDRESS_LIMITS = ADDRESS_LIMITS;

/** An address that breaks the address rule (`addressFault`) is refused with the form's one message. */
const addressProblem = (address: object, prefix: 'billing' | 'shipping') =>
  addressFault(address, prefix) ? CHECKOUT_MESSAGES.requiredFields : null;

/**
 * The first rule a checkout breaks, as the message the form shows, or null when
 * it is valid. The e-mail is checked first: its own message is more helpful.
 */
export function checkoutProblem(request: CheckoutRequest): string | null {
  if (!filled(request.contact_email)) return CHECKOUT_MESSAGES.requiredFields;
  if (!isEmail(request.contact_email)) return CHECKOUT_MESSAGES.invalidEmail;
  if (
    badLine(request.contact_name, CHECKOUT_LIMITS.contactName) ||
    badLine(request.contact_mobile?.b_contact_no, CHECKOUT_LIMITS.contactNo) ||
    badText(request.order_notes, CHECKOUT_LIMITS.orderNotes)
  ) {
    return CHECKOUT_MESSAGES.requiredFields;
  }
  return addressProblem(request.billing_address, 'billing') ?? addressProblem(request.shipping_address, 'shipping');
}
