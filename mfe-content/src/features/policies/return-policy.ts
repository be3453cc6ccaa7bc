/**
 * The shop's return policy, fact by fact. The page quotes each one word for
 * word, and its test checks that every one is shown.
 */
export const returnPolicyFacts = {
  claimWindow: 'within 48 hours of delivery',
  claimProof: 'an unboxing video',
  processingTime: '1 to 3 weeks',
  responseTime: '24–48 hours',
  cancellationRefundTime: '7–10 business days',
  supportDays: 'Monday to Saturday',
  supportHours: '10:00 AM to 6:30 PM',
  closedDay: 'closed on Sunday',
  damagedItemsOnly: 'only for the damaged items, not for the whole order',
  openedItems: 'Opened items cannot be returned',
  replacementOutOfStock: 'If a replacement is out of stock, we refund the item in full',
  returnShipping: 'the return shipping charges are deducted from your refund',
} as const;
