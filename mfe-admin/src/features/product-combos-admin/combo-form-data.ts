import type { ComboFormState } from './combo-form-state.ts';

/** `POST /api/product-combos/store`'s multipart form; the server adds up the price. */
export function comboFormData(form: ComboFormState): FormData {
  const data = new FormData();
  data.append('name', form.name.trim());
  data.append('status', String(form.status));
  if (form.image) data.append('image', form.image);
  data.append(
    'combo_products',
    JSON.stringify(
      form.items.map(({ product_id, weight, discounted_price }) => ({
        product_id,
        weight,
        discounted_price: Number(discounted_price),
      })),
    ),
  );
  return data;
}
