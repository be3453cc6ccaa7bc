import type { ProductSummary } from 'shared/contracts/catalog';
import {
  comboFormProblem,
  comboItemProblem,
  comboPrice,
  type ComboItemEntry,
} from 'shared/contracts/product-combos-admin';

/** What the Create Product Combo form holds: the chosen products in the order they were chosen. */
export interface ComboFormState {
  name: string;
  status: 0 | 1;
  image: File | null;
  items: ComboItemEntry[];
}

export const emptyComboForm: ComboFormState = { name: '', status: 1, image: null, items: [] };

/** What a shopper pays for `product` at `weight` alone: the price the combo's price may not exceed. */
export const listedPriceOf = (product: ProductSummary | undefined, weight: string) =>
  product?.prices.find((price) => price.weight_unit === weight)?.discounted_price;

/** What is wrong with one chosen product, against the picker's products. */
export const itemProblemIn = (products: readonly ProductSummary[], item: ComboItemEntry) =>
  comboItemProblem(
    item,
    listedPriceOf(
      products.find((product) => product.id === item.product_id),
      item.weight,
    ),
  );

/** Chooses a product (with no weight or price yet) or lets it go. */
export function chooseProduct(items: ComboItemEntry[], productId: number, chosen: boolean): ComboItemEntry[] {
  const others = items.filter((item) => item.product_id !== productId);
  return chosen ? [...others, { product_id: productId, weight: '', discounted_price: '' }] : others;
}

export const changeItem = (items: ComboItemEntry[], productId: number, patch: Partial<ComboItemEntry>) =>
  items.map((item) => (item.product_id === productId ? { ...item, ...patch } : item));

/** The first rule the form breaks, or null. */
export const comboFormIssue = (form: ComboFormState, products: readonly ProductSummary[]) =>
  comboFormProblem({
    name: form.name,
    status: form.status,
    hasImage: form.image?.type.startsWith('image/') ?? false,
    items: form.items.map((item) => ({ product_id: item.product_id, problem: itemProblemIn(products, item) })),
    price: comboTotals(form, products).combo,
  });

/** The totals under the picker: what the chosen weights cost alone, and the combo's price from the valid prices. */
export function comboTotals(form: ComboFormState, products: readonly ProductSummary[]) {
  const listed = form.items.map((item) =>
    listedPriceOf(
      products.find((product) => product.id === item.product_id),
      item.weight,
    ),
  );
  const discounted = form.items
    .filter((item) => itemProblemIn(products, item) === null)
    .map((item) => Number(item.discounted_price));
  return { listed: comboPrice(listed.map((price) => price ?? 0)), combo: comboPrice(discounted) };
}
