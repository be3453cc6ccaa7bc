import type { CheckoutRequest, PaymentType } from 'shared/contracts/checkout';
import { addressPayload, type AddressFields } from 'shared/contracts/address-fields';

export interface CheckoutForm {
  email: string;
  billing: AddressFields;
  shipping: AddressFields;
  sameAsBilling: boolean;
  /** null when the shopper did not choose to add a note */
  note: string | null;
  paymentType: PaymentType;
}

/** The `POST api/checkout` payload; with "same as billing" the shipping address copies the billing one. */
export function checkoutOrder(form: CheckoutForm): CheckoutRequest {
  const billing = addressPayload('billing', form.billing);
  return {
    contact_name: `${billing.billing_first_name} ${billing.billing_last_name}`.trim(),
    contact_email: form.email.trim(),
    contact_mobile: billing.billing_contact_no ? { b_contact_no: billing.billing_contact_no } : null,
    billing_address: billing,
    shipping_address: addressPayload('shipping', form.sameAsBilling ? form.billing : form.shipping),
    order_notes: form.note?.trim() ?? '',
    payment_type: form.paymentType,
  };
}
