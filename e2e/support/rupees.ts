/** Rupees as the shop shows them (shared/src/format/rupees.ts): ₹1,249.00. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatRupees = (amount: number) => rupees.format(amount);

/** "₹199.00 – ₹749.00", or one price when all are equal. */
export function formatPriceRange(amounts: readonly number[]) {
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}
