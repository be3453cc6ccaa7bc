/**
 * Written out by hand, as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` would: creating
 * that formatter costs a phone tens of milliseconds of ICU set-up on every cold page that shows a price. Amounts it
 * does not handle the same way (not finite, beyond 15 digits, a minus that rounds to zero) go to Intl itself, built
 * then (they are rare enough not to keep a formatter for).
 */
const withIntl = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** ₹1,249.00 — Indian grouping, two decimals; the pages and the API's mails write money alike. */
export function formatRupees(amount: number): string {
  const size = Math.abs(amount);
  // Rounded half away from zero on the shortest decimal form of the number, as Intl rounds ("1.005" → 1.01).
  const paise = Math.round(Number(`${size}e2`));
  if (!Number.isSafeInteger(paise) || size >= 1e15 || (amount < 0 && paise === 0) || Object.is(amount, -0)) {
    return withIntl(amount);
  }
  const whole = String(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  // the last three digits, then pairs: 1,23,45,678
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${amount < 0 ? '-' : ''}₹${grouped}.${fraction}`;
}

/** A deduction such as a coupon's, written one way everywhere (cart, checkout, orders, mail): −₹8.95, a true minus. */
export const formatDiscount = (amount: number) => `\u2212${formatRupees(amount)}`;
