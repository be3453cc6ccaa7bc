/** What paying a placed order again says, from the orders page or from the order's own page. */
export const PAYMENT_RETRY_MESSAGES = {
  verified: '✅ Payment Verified!',
  verificationFailed: '⚠️ Payment Verification Failed',
  failed: 'Something went wrong.',
} as const;
