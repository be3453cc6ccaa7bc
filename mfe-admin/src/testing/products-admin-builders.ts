import { File as NodeFile } from 'node:buffer';
import type { ProductRecord } from 'shared/contracts/products-admin';
import type { AdminProduct } from '../features/products-admin/api.ts';

/** A row of `GET api/products/getProductRecords`. */
export const aProductRecord = (record: Partial<ProductRecord> = {}): ProductRecord => ({
  id: 5,
  name: 'Multigrain Flour',
  in_stock: 1,
  product_status: 1,
  thumbnail: null,
  created_at: '2026-03-14T10:30:00.000Z',
  ...record,
});

/** `count` products numbered 1 to `count`, newest first as the server lists them. */
export const someProductRecords = (count: number): ProductRecord[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return aProductRecord({ id, name: `Product ${String(id).padStart(2, '0')}` });
  });

/** A stored product as `GET api/products/getProductRecord/{id}` answers it: two weights, two images. */
export const anAdminProduct = (product: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 5,
  name: 'Multigrain Flour',
  in_stock: 1,
  is_best_seller: 0,
  product_status: 1,
  images: [
    { id: 31, image: 'front.webp', thumbnail: 'front-thumb.webp', is_default: 1 },
    { id: 32, image: 'back.webp', thumbnail: 'back-thumb.webp', is_default: 0 },
  ],
  prices: [
    { id: 11, weight_unit: '500 Gm', weight: '500', unit: 'Gm', price: 249, discounted_price: 219 },
    { id: 12, weight_unit: '1 Kg', weight: '1', unit: 'Kg', price: 469, discounted_price: 469 },
  ],
  ingredients: [
    { id: 1, ingredient: 'Wheat' },
    { id: 2, ingredient: 'Ragi' },
  ],
  descriptions: [{ id: 1, description: 'Soft rotis every day.' }],
  nutritional_information: [
    {
      id: 1,
      title: 'Nutritional Information',
      columns: ['Per 100 g', 'Column 2'],
      rows: [{ label: 'Energy', values: { 'Per 100 g': '350 kcal', 'Column 2': '' } }],
    },
  ],
  serving_size: '50 g',
  serving_per_container: '10',
  how_to_use: [
    { id: 1, step_order: 1, step_details: 'Knead the dough.' },
    { id: 2, step_order: 2, step_details: 'Roll and cook.' },
  ],
  how_to_use_image: 'how-to.webp',
  how_to_use_tip: 'Rest the dough.',
  ...product,
});

/**
 * An image file as a file input hands it over. Node's own `File`: jsdom's is not a Blob to Node's `FormData`
 * and `URL.createObjectURL`, which the component tests run on.
 */
export const anImageFile = (name: string, type = 'image/png'): File =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type }) as unknown as File;
