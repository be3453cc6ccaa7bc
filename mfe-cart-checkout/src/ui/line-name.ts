import type { CartLine } from 'shared/contracts/cart';

/** A line's name as the shopper reads it: the product with its weight ("Chilla Mix (500 Gm)"), or the combo. */
export const lineName = ({ product_name, weight_unit }: CartLine) =>
  weight_unit ? `${product_name} (${weight_unit})` : product_name;
