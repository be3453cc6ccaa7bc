/**
 * Settings for a shop whose many shoppers all reach it from one client address, this machine's, as the browser
 * tests, the bench and the database-cut test drive it: room for every checkout and coupon code they send, which
 * the shop's defaults would count as one client's (docs/operations.md). Each still checks out in its own session.
 */
export const MANY_SHOPPERS_ON_ONE_ADDRESS = {
  CHECKOUT_LIMIT: '100000',
  CHECKOUT_MAILS_PER_ADDRESS: '100000',
  COUPON_CODE_LIMIT: '100000',
};
