const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,249.00 — Indian grouping, two decimals; the pages and the API's mails write money alike. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** A deduction such as a coupon's, written one way everywhere (cart, checkout, orders, mail): −₹8.95, a true minus. */
export const formatDiscount = (amount: number) => `\u2212${formatRupees(amount)}`;
