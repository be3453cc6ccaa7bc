/**
 * The checkout's contract and its validation rules (spec document 1, section 5),
 * shared word for word by the checkout form and the API, which enforces them.
 * Plain functions, no schema library, so the checkout page stays light.
 */

export const CHECKOUT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  requiredFields: 'Please fill all required fields.',
} as const;

export type PaymentType = 'online' | 'cod';

/** Keys as the spec names them; the shipping address has the same with the prefix `shipping_`. */
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

/** `POST api/checkout` (bearer token if any, session header, `Idempotency-Key` header). */
export interface CheckoutRequest {
  contact_name: string;
  contact_email: string;
  contact_mobile: { b_contact_no: string } | null;
  billing_address: BillingAddress;
  shipping_address: ShippingAddress;
  order_notes: string;
  payment_type: PaymentType;
}

export interface CheckoutResponse {
  status: true;
  message: string;
  data: { id: number; order_number: string; final_total: number };
}

/** Spec: a simple e-mail pattern. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec: the PIN code is exactly 6 characters, digits and "+" only. */
const pincodePattern = /^[0-9+]{6}$/;
/** Spec: the phone is optional, at most 15 characters, digits and "+" only. */
const phonePattern = /^[0-9+]{0,15}$/;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

type AddressPrefix = 'billing' | 'shipping';

function addressProblem(address: Record<string, unknown>, prefix: AddressPrefix): string | null {
  const field = (name: string) => address[`${prefix}_${name}`];
  const required = ['first_name', 'last_name', 'address', 'city', 'state'];
  if (!required.every((name) => filled(field(name)))) return CHECKOUT_MESSAGES.requiredFields;
  if (!pincodePattern.test(String(field('pincode') ?? ''))) return CHECKOUT_MESSAGES.requiredFields;
  if (!phonePattern.test(String(field('contact_no') ?? ''))) return CHECKOUT_MESSAGES.requiredFields;
  return null;
}

/**
 * The first rule a checkout breaks, as the message the spec gives, or null when
 * it is valid. The e-mail is checked first: its own message is more helpful.
 */
export function checkoutProblem(request: CheckoutRequest): string | null {
  if (!filled(request.contact_email)) return CHECKOUT_MESSAGES.requiredFields;
  if (!emailPattern.test(request.contact_email.trim())) return CHECKOUT_MESSAGES.invalidEmail;
  return (
    addressProblem(request.billing_address as unknown as Record<string, unknown>, 'billing') ??
    addressProblem(request.shipping_address as unknown as Record<string, unknown>, 'shipping')
  );
}
