import type { ProductSummary } from 'shared/contracts/catalog';
import type { ComboRecord } from 'shared/contracts/product-combos-admin';

/** A row of `GET api/product-combos/getProductComboRecords`. */
export const aComboRecord = (record: Partial<ComboRecord> = {}): ComboRecord => ({
  id: 7,
  name: 'Breakfast Duo',
  combo_price: 418.5,
  status: 1,
  image: 'duo.webp',
  combo_products: [
    { product_id: 5, product_name: 'Multigrain Flour', weight: '500 Gm', discounted_price: 199 },
    { product_id: 6, product_name: 'Ragi Dosa Mix', weight: '1 Kg', discounted_price: 219.5 },
  ],
  created_at: '2026-03-14T10:30:00.000Z',
  ...record,
});

/** `count` combos numbered 1 to `count`, newest first as the server lists them. */
export const someComboRecords = (count: number): ComboRecord[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return aComboRecord({ id, name: `Combo ${String(id).padStart(2, '0')}` });
  });

/** An active product of the shop as `GET api/products` lists it for the combo picker. */
export const aPickerProduct = (product: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 5,
  name: 'Multigrain Flour',
  in_stock: 1,
  is_best_seller: 0,
  images: [
    { id: 31, image: 'front.webp', thumbnail: 'front-thumb.webp', is_default: 1 },
    { id: 32, image: 'back.webp', thumbnail: 'back-thumb.webp', is_default: 0 },
  ],
  prices: [
    { id: 11, weight_unit: '500 Gm', price: 249, discounted_price: 219 },
    { id: 12, weight_unit: '1 Kg', price: 469, discounted_price: 440 },
  ],
  ...product,
});
