import type { AddressRuleField } from 'shared/contracts/address-rule';

/** The checkout's texts and timings (the form's rules are `checkoutProblem`'s). */
export const CHECKOUT_FLOW_MESSAGES = {
  orderPlaced: 'Order Placed Successfully',
  paymentVerified: 'Payment Verified!',
  verificationFailed: '⚠️ Payment Verification Failed',
  checkoutFailed: 'Checkout failed.',
  somethingWrong: 'Something went wrong.',
} as const;

/** Checkout messages clear after 3 s. */
export const CHECKOUT_MESSAGE_MS = 3000;

/** After the order or the payment, the order's page after 1 s. */
export const AFTER_ORDER_DELAY_MS = 1000;

/** An empty cart leaves the checkout for the product list after 0.5 s. */
export const EMPTY_CART_DELAY_MS = 500;

/** What the checkout says under an address field that breaks the address rule (with the banner's general message). */
export const ADDRESS_FIELD_MESSAGES: Record<AddressRuleField, string> = {
  first_name: 'Please enter the first name.',
  last_name: 'Please enter the last name.',
  address: 'Please enter the address.',
  country: 'Please choose a country.',
  state: 'Please choose a state.',
  city: 'Please enter the city.',
  pincode: 'Please enter a 6-digit PIN code.',
  contact_no: 'Please enter a contact number of at most 15 digits.',
};
