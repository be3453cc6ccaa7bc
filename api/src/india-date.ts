/** India keeps one offset all year (UTC+5:30, no daylight saving). */
const indiaOffsetMs = 330 * 60 * 1000;

/** Today's date in India, "YYYY-MM-DD": the shop's calendar for coupon windows and order numbers. */
export const indiaDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
