/**
 * Product combos in the back office: the combo as the admin calls read
 * and send it, and the Create Product Combo form's rules and messages, shared word for word by the screen and the
 * API, which enforces them against the database. Plain functions and types, no schema library.
 */
import { ORDER_MAXIMUM_MESSAGES, ORDER_MAXIMUM_RUPEES } from 'shared/contracts/order-maximum';

export const COMBO_LIMITS = {
  name: 200,
  /** a combo needs at least two products */
  minProducts: 2,
  maxProducts: 20,
} as const;

export const COMBO_MESSAGES = {
  /** the form's rules */
  nameRequired: 'Product name is required',
  weightRequired: 'Please select weight.',
  discountRequired: 'Discounted price is required.',
  twoProducts: 'Please select at least two products with discounted prices.',
  allPricesValid: 'Please enter a valid discounted price for all selected products.',
  /** the answers of the calls */
  created: 'Combo created successfully!',
  createFailed: 'Failed to create combo.',
  somethingWrong: 'Something went wrong.',
  noCombos: 'No products found.',
  noPickerProducts: 'No Products Available',
  /** status and image are required too */
  statusRequired: 'Status is required.',
  imageRequired: 'Combo image is required.',
  productRepeated: 'Each product can be chosen once.',
  tooManyProducts: `A combo can have at most ${COMBO_LIMITS.maxProducts} products.`,
  productUnavailable: 'A chosen product or weight is no longer in the shop.',
  notFound: 'Combo not found.',
  /** only logged: a failed list or combo status change shows nothing */
  listFailed: 'Failed to fetch combos',
  statusFailed: 'Failed to update combo status',
  pickerFailed: 'Error fetching products',
  statusUpdated: 'Combo status updated.',
} as const;

/** 'Discounted price cannot exceed original price (₹{amount})' */
export const discountAboveListed = (listedPrice: number) =>
  `Discounted price cannot exceed original price (₹${listedPrice})`;

/** One chosen product of the form, as its inputs hold it. */
export interface ComboItemEntry {
  product_id: number;
  /** the price row's weight text, such as "500 Gm"; empty until one is chosen */
  weight: string;
  /** rupees as typed into the number input (min 0, step 0.01) */
  discounted_price: string;
}

const rupeesWithPaise = /^\d+(\.\d{1,2})?$/;

/**
 * What is wrong with one chosen product, or null. `listedPrice` is the shop's price for the chosen weight
 * (what a shopper pays for it alone); undefined when that weight is unknown.
 */
export function comboItemProblem(item: ComboItemEntry, listedPrice: number | undefined): string | null {
  if (item.weight.trim() === '') return COMBO_MESSAGES.weightRequired;
  const price = item.discounted_price.trim();
  if (!rupeesWithPaise.test(price) || Number(price) <= 0) return COMBO_MESSAGES.discountRequired;
  if (listedPrice !== undefined && Number(price) > listedPrice) return discountAboveListed(listedPrice);
  return null;
}

export interface ComboForm {
  name: string;
  status: 0 | 1 | null;
  hasImage: boolean;
  /** each chosen product with what `comboItemProblem` says of it */
  items: { product_id: number; problem: string | null }[];
  /** rupees: `comboPrice` of the discounted prices of the products without a problem */
  price: number;
}

/** The first rule the form breaks, in the form's order, or null when it may be sent. */
export function comboFormProblem(form: ComboForm): string | null {
  if (form.name.trim() === '') return COMBO_MESSAGES.nameRequired;
  if (form.status === null) return COMBO_MESSAGES.statusRequired;
  if (!form.hasImage) return COMBO_MESSAGES.imageRequired;
  const ids = form.items.map((item) => item.product_id);
  if (new Set(ids).size !== ids.length) return COMBO_MESSAGES.productRepeated;
  if (form.items.length > COMBO_LIMITS.maxProducts) return COMBO_MESSAGES.tooManyProducts;
  const valid = form.items.filter((item) => item.problem === null).length;
  if (valid < COMBO_LIMITS.minProducts) return COMBO_MESSAGES.twoProducts;
  if (valid !== form.items.length) return COMBO_MESSAGES.allPricesValid;
  // a combo priced above what one order may come to could never be bought
  if (form.price > ORDER_MAXIMUM_RUPEES) return ORDER_MAXIMUM_MESSAGES.comboAbove;
  return null;
}

/** The combo's price: the sum of its products' discounted prices, in rupees with paise. */
export const comboPrice = (discountedPrices: number[]) =>
  Math.round(discountedPrices.reduce((sum, price) => sum + price * 100, 0)) / 100;

/** One product of a combo, as the multipart field `combo_products` (a JSON list) sends it and the records show it. */
export interface ComboProduct {
  product_id: number;
  /** "500 Gm" */
  weight: string;
  /** rupees */
  discounted_price: number;
}

/** A row of `GET api/product-combos/getProductComboRecords`: every combo, active or not, newest first. */
export interface ComboRecord {
  id: number;
  name: string;
  /** rupees */
  combo_price: number;
  /** 1 active, 0 inactive */
  status: 0 | 1;
  image: string;
  combo_products: (ComboProduct & { product_name: string })[];
  /** ISO 8601 */
  created_at: string;
}

/** `POST /api/product-combos/updateStatus` */
export interface ComboStatusRequest {
  id: number;
  status: 0 | 1;
}
