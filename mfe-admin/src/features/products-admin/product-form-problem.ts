import { productFormProblem } from 'shared/contracts/products-admin';
import type { ImageEntry, ProductFormState } from './product-form-state.ts';

/**
 * Ours: the sent nutrition rows are keyed by column name, so two columns of one name (or one named like the
 * row label's key) would lose cells.
 */
export const NUTRITION_COLUMNS_DISTINCT = 'Every nutrition column needs a different name.';

/** An image file of an image type only. */
const isImageFile = (file: File | null) => file?.type.startsWith('image/') === true;

const imageRule = (image: ImageEntry) => ({
  id: image.id,
  hasFile: isImageFile(image.file) || (image.stored !== undefined && image.file === null),
  hasThumbnail: isImageFile(image.thumbnailFile) || (image.stored !== undefined && image.thumbnailFile === null),
  isDefault: image.isDefault,
});

function nutritionColumnsClash({ nutrition }: ProductFormState): boolean {
  const names = nutrition.columns.map((column) => column.label.trim());
  return new Set(names).size !== names.length || names.includes('label');
}

/** The first rule the form breaks, in the form's words, or null when it may be sent. */
export function productFormIssue(form: ProductFormState): string | null {
  const problem = productFormProblem({
    name: form.name,
    prices: form.prices,
    ingredients: form.ingredients.map((entry) => entry.text),
    descriptions: form.descriptions.map((entry) => entry.text),
    nutrition: { columns: form.nutrition.columns.map((column) => column.label), rows: form.nutrition.rows },
    steps: form.steps.map((entry) => entry.text),
    images: form.images.map(imageRule),
  });
  if (problem) return problem;
  return nutritionColumnsClash(form) ? NUTRITION_COLUMNS_DISTINCT : null;
}
