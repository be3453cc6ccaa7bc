import type { ProductForm } from 'shared/contracts/products-admin';
import type { NutritionRow } from '../../db/schema.ts';
import type { ProductFormBody } from './schemas.ts';

type NutritionRowsSent = ProductFormBody['nutritional_information'];

/**
 * The one nutrition table of the form, from the form's rows keyed by column labels plus `label`: the columns
 * in the order they first appear (as JSON keeps them; a label that is a whole number sorts first), a cell a
 * row lacks left empty.
 */
export function nutritionTableOf(sent: NutritionRowsSent): { columns: string[]; rows: NutritionRow[] } {
  const columns = [...new Set(sent.flatMap((row) => Object.keys(row).filter((key) => key !== 'label')))];
  const rows = sent.map((row) => ({
    label: String(row.label ?? '').trim(),
    values: Object.fromEntries(columns.map((column) => [column, String(row[column] ?? '').trim()])),
  }));
  return { columns, rows };
}

/** What the shared product rules look at, from the form as sent. */
export function productFormOf(body: ProductFormBody): ProductForm {
  return {
    name: body.name,
    prices: body.prices,
    ingredients: body.ingredients,
    descriptions: body.descriptions,
    nutrition: nutritionTableOf(body.nutritional_information),
    steps: body.how_to_use.steps,
    images: body.images.map((entry) => ({
      id: entry.id,
      hasFile: entry.file !== undefined,
      hasThumbnail: entry.thumbnail !== undefined,
      isDefault: entry.isDefault,
    })),
  };
}
