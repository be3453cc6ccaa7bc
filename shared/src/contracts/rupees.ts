const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,249.00 — Indian grouping, two decimals; the pages and the API's mails write money alike. */
export const formatRupees = (amount: number) => rupees.format(amount);
