/**
 * Printed at every start with the sandbox provider, on standard error and whatever LOG_LEVEL says, since a shop
 * that runs it by mistake gives its goods away: its payment window marks an order Paid without taking money.
 */
export const SANDBOX_WARNING = [
  '',
  '**********************************************************************',
  '  PAYMENT SANDBOX: payments are not real.',
  '  PAYMENT_PROVIDER is sandbox: any shopper can mark an order Paid',
  '  from the payment window without paying. Such orders are marked as',
  '  test payments in the back office, the order API and the mails.',
  '  Set PAYMENT_PROVIDER=razorpay and its keys to take real payments.',
  '**********************************************************************',
  '',
].join('\n');
