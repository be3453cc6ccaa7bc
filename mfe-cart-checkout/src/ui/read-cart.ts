import type { AppliedCoupon, CartLine, CartResponse } from 'shared/contracts/cart';

/** The cart as the screens show it: the server's lines and totals, with the coupon's JSON text read. */
export interface Cart extends Omit<CartResponse, 'status' | 'data' | 'coupon'> {
  lines: CartLine[];
  coupon: AppliedCoupon | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isIdOrNull = (value: unknown) => value === null || isNumber(value);

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false;
  const {
    product_id,
    product_price_id,
    combo_id,
    is_combo,
    product_name,
    weight_unit,
    image,
    qty,
    price,
    total_price,
  } = value;
  return (
    (is_combo === 0 || is_combo === 1) &&
    (is_combo === 1 ? isNumber(combo_id) : isNumber(product_id) && isNumber(product_price_id)) &&
    isIdOrNull(product_id) &&
    isIdOrNull(product_price_id) &&
    isIdOrNull(combo_id) &&
    typeof product_name === 'string' &&
    (weight_unit === null || weight_unit === undefined || typeof weight_unit === 'string') &&
    (image === null || typeof image === 'string') &&
    isNumber(qty) &&
    isNumber(price) &&
    isNumber(total_price)
  );
}

/** The cart's coupon is JSON text with a code and a value, or empty, or null. */
function readCoupon(text: unknown): AppliedCoupon | null | undefined {
  if (text === null || text === undefined || text === '') return null;
  if (typeof text !== 'string') return undefined;
  try {
    const coupon: unknown = JSON.parse(text);
    return isRecord(coupon) && typeof coupon.code === 'string' && isNumber(coupon.value)
      ? { code: coupon.code, value: coupon.value }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cart in a `GET api/cart` answer, or null when the answer does not have
 * the contract's shape (the sidebar then says "Invalid data format received.").
 */
export function readCart(response: unknown): Cart | null {
  if (!isRecord(response) || !Array.isArray(response.data) || !response.data.every(isCartLine)) return null;
  const { subtotal, shipping_charge = 0, discount = 0, final_total } = response;
  if (![subtotal, shipping_charge, discount, final_total].every(isNumber)) return null;
  const coupon = readCoupon(response.coupon);
  if (coupon === undefined) return null;
  return {
    lines: response.data,
    subtotal: subtotal as number,
    shipping_charge: shipping_charge as number,
    discount: discount as number,
    final_total: final_total as number,
    coupon,
  };
}
