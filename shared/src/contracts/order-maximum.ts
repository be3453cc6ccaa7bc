/**
 * The most one order may come to, and so the most a product weight or a combo may be priced at: checked by the
 * API at checkout and in the back office, and said by the cart and the back office's forms before they send.
 * Types and constants only, so the browser pays next to nothing for them.
 */
import { formatRupees } from 'shared/contracts/rupees';

/**
 * ₹5,00,000, in rupees: what payment providers take in one online payment by default (Razorpay's limit on a
 * transaction), and in paise under a fortieth of the database's integer columns, so no order total, item line, refund
 * or combo price built from capped prices can overflow them.
 */
export const ORDER_MAXIMUM_RUPEES = 500_000;

const maximum = formatRupees(ORDER_MAXIMUM_RUPEES);

export const ORDER_MAXIMUM_MESSAGES = {
  /** the cart's subtotal is above the maximum: checkout refuses it (400) and the cart says so first */
  orderAbove: `An order can come to at most ${maximum}. Please remove some items from your cart.`,
  priceAbove: `Price cannot be more than ${maximum}.`,
  comboAbove: `A combo's price cannot be more than ${maximum}.`,
} as const;

/** Whether an order of these goods (its subtotal, in rupees, before any coupon) can be placed. */
export const isAboveOrderMaximum = (subtotalRupees: number): boolean => subtotalRupees > ORDER_MAXIMUM_RUPEES;
