import type { AppliedCoupon, CartLine, CartResponse } from 'shared/contracts/cart';

let lastId = 500;
const nextId = () => ++lastId;

/** A product line at one weight. */
export const aProductLine = (line: Partial<CartLine> = {}): CartLine => {
  const qty = line.qty ?? 1;
  const price = line.price ?? 399;
  return {
    id: nextId(),
    product_id: nextId(),
    product_price_id: nextId(),
    combo_id: null,
    is_combo: 0,
    product_name: 'High-Protein Chilla Mix',
    weight_unit: '500 Gm',
    image: 'chilla.webp',
    qty,
    price,
    total_price: qty * price,
    ...line,
  };
};

/** A combo line. */
export const aComboLine = (line: Partial<CartLine> = {}): CartLine => {
  const qty = line.qty ?? 1;
  const price = line.price ?? 699;
  return {
    id: nextId(),
    product_id: null,
    product_price_id: null,
    combo_id: nextId(),
    is_combo: 1,
    product_name: 'Breakfast Combo',
    weight_unit: null,
    image: 'breakfast-combo.webp',
    qty,
    price,
    total_price: qty * price,
    ...line,
  };
};

/** `GET api/cart` as the server answers it, totals worked out from the lines and the coupon. */
export function aCartAnswer(lines: CartLine[], coupon: AppliedCoupon | null = null): CartResponse {
  const subtotal = lines.reduce((sum, line) => sum + line.total_price, 0);
  const discount = coupon?.value ?? 0;
  return {
    status: true,
    data: lines,
    subtotal,
    shipping_charge: 0,
    discount,
    final_total: subtotal - discount,
    coupon: coupon && JSON.stringify(coupon),
  };
}
