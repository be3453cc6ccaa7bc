import { nutritionColumnLabel } from 'shared/contracts/products-admin';
import { emptyNutritionRow, entryKey, replaceEntry, type NutritionEntries } from './product-form-state.ts';

const automaticLabel = /^Column \d+$/;

/** Columns still carrying an automatic label take the label of their position; names the admin typed stay. */
const relabelled = (columns: NutritionEntries['columns']) =>
  columns.map((column, index) =>
    automaticLabel.test(column.label) ? { ...column, label: nutritionColumnLabel(index + 1) } : column,
  );

/** A new 'Column N', with an empty cell in every row. */
export const addNutritionColumn = ({ columns, rows }: NutritionEntries): NutritionEntries => ({
  columns: [...columns, { key: entryKey(), label: nutritionColumnLabel(columns.length + 1) }],
  rows: rows.map((row) => ({ ...row, values: [...row.values, ''] })),
});

/** Removes a column and its cells (never the last column); the automatic labels follow the new positions. */
export function removeNutritionColumn(nutrition: NutritionEntries, index: number): NutritionEntries {
  if (nutrition.columns.length <= 1) return nutrition;
  return {
    columns: relabelled(nutrition.columns.filter((_, position) => position !== index)),
    rows: nutrition.rows.map((row) => ({ ...row, values: row.values.filter((_, position) => position !== index) })),
  };
}

export const renameNutritionColumn = (nutrition: NutritionEntries, index: number, label: string) => ({
  ...nutrition,
  columns: replaceEntry(nutrition.columns, index, { ...nutrition.columns[index]!, label }),
});

export const addNutritionRow = (nutrition: NutritionEntries): NutritionEntries => ({
  ...nutrition,
  rows: [...nutrition.rows, emptyNutritionRow(nutrition.columns.length)],
});

export const removeNutritionRow = (nutrition: NutritionEntries, index: number): NutritionEntries =>
  nutrition.rows.length <= 1 ? nutrition : { ...nutrition, rows: nutrition.rows.filter((_, row) => row !== index) };

export const labelNutritionRow = (nutrition: NutritionEntries, index: number, label: string) => ({
  ...nutrition,
  rows: replaceEntry(nutrition.rows, index, { ...nutrition.rows[index]!, label }),
});

export function setNutritionCell(nutrition: NutritionEntries, row: number, column: number, value: string) {
  const entry = nutrition.rows[row]!;
  return {
    ...nutrition,
    rows: replaceEntry(nutrition.rows, row, { ...entry, values: replaceEntry(entry.values, column, value) }),
  };
}

/** The nutrition table as sent: rows keyed by the column labels, plus `label`. */
export const nutritionRowsSent = ({ columns, rows }: NutritionEntries) =>
  rows.map((row) => ({
    label: row.label.trim(),
    ...Object.fromEntries(columns.map((column, index) => [column.label.trim(), row.values[index]?.trim() ?? ''])),
  }));
