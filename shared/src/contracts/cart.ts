/**
 * The cart's HTTP contract. Types only and plain limits here, so the browser pays nothing for them; the zod
 * schemas that enforce them are the API's (api/src/modules/cart) and, for its answers, cart-answers.ts.
 */

/** Cart quantities are whole numbers from 1 to 999. */
export const CART_QUANTITY = { min: 1, max: 999 } as const;

/**
 * What an add answers (`status: true`, as any add) when the line would have passed 999 and was stopped there, so
 * the shopper learns that not all of it went in and how many the cart now holds.
 */
export const CART_FULL_LINE_MESSAGE = `Your cart holds at most ${CART_QUANTITY.max} of an item, so it now has ${CART_QUANTITY.max}.`;

/**
 * What the login page adds to "Login successful!" when the account's saved cart and the guest's cart both held an
 * item and together passed 999: that line stopped at 999 (`cart_capped` in the login answer).
 */
export const CART_MERGE_FULL_LINE_MESSAGE = `Your saved cart and this one together held more than ${CART_QUANTITY.max} of an item, so your cart now has ${CART_QUANTITY.max} of it.`;

/** A promo code has at most 8 characters and is upper-cased. */
export const PROMO_CODE_MAX_LENGTH = 8;

/** One line of the cart: a product at one weight, or a combo. Money in rupees. */
export interface CartLine {
  /** the line's own id */
  id: number;
  product_id: number | null;
  product_price_id: number | null;
  combo_id: number | null;
  is_combo: 0 | 1;
  product_name: string;
  /** the weight of a product line ("500 Gm"); null for a combo */
  weight_unit: string | null;
  /** the image file name; the URL is productImageUrl / comboImageUrl (shared/api/image-url) */
  image: string | null;
  qty: number;
  /** unit price the shopper pays, from the database */
  price: number;
  /** price × qty */
  total_price: number;
}

/** The coupon applied to a cart, as the cart's JSON text holds it: its code and the rupees it takes off. */
export interface AppliedCoupon {
  code: string;
  value: number;
}

/** `GET api/cart`: lines in `data`, and the totals the server computed. */
export interface CartResponse {
  status: true;
  data: CartLine[];
  subtotal: number;
  /** shipping is charged only on cash on delivery, at checkout; 0 in the cart */
  shipping_charge: number;
  discount: number;
  final_total: number;
  /** JSON text of an AppliedCoupon (its code and value), or null when none is applied */
  coupon: string | null;
}

/** `POST api/cart/add`: an array with one item. Names and prices sent are ignored; the server reads its own. */
export interface AddToCartItem {
  product_id: number;
  product_price_id: number;
  product_name?: string;
  discounted_price?: number | string;
  price?: number | string;
  qty: number;
}

export interface AddComboRequest {
  combo_id: number;
  combo_qty: number;
}

export interface UpdateCartLineRequest {
  product_id: number;
  product_price_id: number;
  qty: number;
}

export interface RemoveCartLineRequest {
  product_id: number;
  product_price_id: number;
}

export interface RemoveComboRequest {
  combo_id: number;
}

export interface ApplyCouponRequest {
  coupon_code: string;
}

/** `POST api/cart/coupon-by-email`: applies the best valid coupon reserved for this e-mail. */
export interface CouponByEmailRequest {
  email: string;
}

/** Answer of the cart's changes: `{ status, message }`; coupon calls add `discount` (rupees). */
export interface CartChangeResponse {
  status: boolean;
  message: string;
  discount?: number;
}
