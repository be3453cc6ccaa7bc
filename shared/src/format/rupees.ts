const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,249.00 — Indian grouping, two decimals. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** "₹199.00 – ₹749.00", or one price when all are equal (spec: product list). */
export function formatPriceRange(amounts: readonly number[]): string {
  if (amounts.length === 0) return '';
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}
