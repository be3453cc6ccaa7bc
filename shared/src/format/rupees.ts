import { formatDiscount, formatRupees } from 'shared/contracts/rupees';

export { formatDiscount, formatRupees };

/** "₹199.00 – ₹749.00", or one price when all are equal (the product list's price range). */
export function formatPriceRange(amounts: readonly number[]): string {
  if (amounts.length === 0) return '';
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}
