import { defaultImageFirst } from './image-entries.ts';
import { nutritionRowsSent } from './nutrition-entries.ts';
import type { ProductFormState } from './product-form-state.ts';

/** The fields create and update share. */
function commonFields(form: ProductFormState): FormData {
  const data = new FormData();
  data.append('name', form.name.trim());
  data.append('serving_size', form.servingSize.trim());
  data.append('serving_per_container', form.servingPerContainer.trim());
  data.append(
    'prices',
    JSON.stringify(
      form.prices.map(({ id, weight, unit, price, discounted_price }) => ({
        ...(id === undefined ? {} : { id }),
        weight: weight.trim(),
        unit,
        price: price.trim(),
        discounted_price: discounted_price.trim(),
      })),
    ),
  );
  data.append('ingredients', JSON.stringify(form.ingredients.map((entry) => ({ ingredient: entry.text.trim() }))));
  data.append('descriptions', JSON.stringify(form.descriptions.map((entry) => ({ description: entry.text.trim() }))));
  data.append('nutritional_information', JSON.stringify(nutritionRowsSent(form.nutrition)));
  if (form.howToUseImage) data.append('how_to_use_image', form.howToUseImage);
  data.append(
    'how_to_use',
    JSON.stringify({
      steps: form.steps.map((entry, index) => ({ step_order: index + 1, step_details: entry.text.trim() })),
      tip: form.tip.trim(),
    }),
  );
  data.append('in_stock', form.inStock ? '1' : '0');
  return data;
}

/**
 * The image list, the default first, under one index per image: `image_ids[i]` for a stored image kept,
 * `images[i]` and `thumbnails[i]` for a picked file (a new image, or a replacement), `defaultImageFlags[i]` always.
 */
function appendImages(data: FormData, form: ProductFormState) {
  defaultImageFirst(form.images).forEach((image, index) => {
    if (image.id !== undefined) data.append(`image_ids[${index}]`, String(image.id));
    if (image.file) data.append(`images[${index}]`, image.file);
    if (image.thumbnailFile) data.append(`thumbnails[${index}]`, image.thumbnailFile);
    data.append(`defaultImageFlags[${index}]`, image.isDefault ? '1' : '0');
  });
}

/** `POST /api/products/store` */
export function createProductFormData(form: ProductFormState): FormData {
  const data = commonFields(form);
  appendImages(data, form);
  return data;
}

/** `POST /api/products/update/{id}`: also the stored images left out, and where the default is. */
export function updateProductFormData(form: ProductFormState, storedImageIds: number[]): FormData {
  const data = commonFields(form);
  const kept = new Set(form.images.map((image) => image.id));
  data.append('deleted_image_ids', JSON.stringify(storedImageIds.filter((id) => !kept.has(id))));
  appendImages(data, form);
  // the default goes first
  data.append('default_image_index', '0');
  return data;
}
