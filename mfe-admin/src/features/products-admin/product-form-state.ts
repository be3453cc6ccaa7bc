import { nutritionColumnLabel, type ProductPriceRow } from 'shared/contracts/products-admin';
import type { AdminProduct } from './api.ts';

let lastKey = 0;
/** A React key for an entry the admin adds; entries have no id until saved. */
export const entryKey = () => `entry-${++lastKey}`;

export interface PriceEntry extends ProductPriceRow {
  key: string;
  /** a stored price row being kept (carts and combos keep pointing at it) */
  id?: number;
}

export interface TextEntry {
  key: string;
  text: string;
}

export interface ImageEntry {
  key: string;
  /** a stored image being kept, on update */
  id?: number;
  stored?: { image: string; thumbnail: string };
  /** a picked file replaces the stored one */
  file: File | null;
  thumbnailFile: File | null;
  isDefault: boolean;
}

export interface NutritionColumn {
  key: string;
  label: string;
}

export interface NutritionRowEntry {
  key: string;
  label: string;
  /** one value per column, in the columns' order */
  values: string[];
}

export interface NutritionEntries {
  columns: NutritionColumn[];
  rows: NutritionRowEntry[];
}

/** What the create and update forms hold. */
export interface ProductFormState {
  name: string;
  inStock: boolean;
  prices: PriceEntry[];
  images: ImageEntry[];
  ingredients: TextEntry[];
  descriptions: TextEntry[];
  nutrition: NutritionEntries;
  servingSize: string;
  servingPerContainer: string;
  steps: TextEntry[];
  tip: string;
  howToUseImage: File | null;
  /** the stored how-to-use image, on update */
  storedHowToUseImage: string | null;
}

export const emptyPrice = (): PriceEntry => ({
  key: entryKey(),
  weight: '',
  unit: 'Gm',
  price: '',
  discounted_price: '',
});

export const emptyText = (text = ''): TextEntry => ({ key: entryKey(), text });

export const emptyImage = (isDefault = false): ImageEntry => ({
  key: entryKey(),
  file: null,
  thumbnailFile: null,
  isDefault,
});

const firstColumn = (): NutritionColumn => ({ key: entryKey(), label: nutritionColumnLabel(1) });

export const emptyNutritionRow = (columnCount: number): NutritionRowEntry => ({
  key: entryKey(),
  label: '',
  values: Array.from({ length: columnCount }, () => ''),
});

/** One column ('Column 1') and one row to start with; one entry in every list. */
export const emptyProductForm = (): ProductFormState => ({
  name: '',
  inStock: true,
  prices: [emptyPrice()],
  images: [emptyImage(true)],
  ingredients: [emptyText()],
  descriptions: [emptyText()],
  nutrition: { columns: [firstColumn()], rows: [emptyNutritionRow(1)] },
  servingSize: '',
  servingPerContainer: '',
  steps: [emptyText()],
  tip: '',
  howToUseImage: null,
  storedHowToUseImage: null,
});

/** A list the admin edits keeps at least one entry. */
export const withoutEntry = <Entry>(entries: Entry[], index: number): Entry[] =>
  entries.length <= 1 ? entries : entries.filter((_, position) => position !== index);

export const replaceEntry = <Entry>(entries: Entry[], index: number, entry: Entry): Entry[] =>
  entries.map((current, position) => (position === index ? entry : current));

const nonEmpty = <Entry>(entries: Entry[], fallback: () => Entry): Entry[] =>
  entries.length > 0 ? entries : [fallback()];

/** Whole rupees as the form's digits-only price fields hold them. */
const rupeesText = (rupees: number) => String(Math.round(rupees));

function nutritionOf(product: AdminProduct): NutritionEntries {
  const table = product.nutritional_information[0];
  const columns = nonEmpty(
    (table?.columns ?? []).map((label) => ({ key: entryKey(), label })),
    firstColumn,
  );
  const rows = nonEmpty(
    (table?.rows ?? []).map((row) => ({
      key: entryKey(),
      label: row.label,
      values: columns.map((column) => row.values[column.label] ?? ''),
    })),
    () => emptyNutritionRow(columns.length),
  );
  return { columns, rows };
}

/** The update form of a stored product. */
export function productFormOfProduct(product: AdminProduct): ProductFormState {
  const images = product.images.map((image) => ({
    key: entryKey(),
    id: image.id,
    stored: { image: image.image, thumbnail: image.thumbnail },
    file: null,
    thumbnailFile: null,
    isDefault: image.is_default === 1,
  }));
  if (images.length > 0 && !images.some((image) => image.isDefault)) images[0]!.isDefault = true;
  return {
    name: product.name,
    inStock: product.in_stock === 1,
    prices: nonEmpty(
      product.prices.map((price) => ({
        key: entryKey(),
        id: price.id,
        weight: price.weight,
        unit: price.unit,
        price: rupeesText(price.price),
        discounted_price: price.discounted_price === price.price ? '' : rupeesText(price.discounted_price),
      })),
      emptyPrice,
    ),
    images: nonEmpty(images, () => emptyImage(true)),
    ingredients: nonEmpty(
      product.ingredients.map((entry) => emptyText(entry.ingredient)),
      emptyText,
    ),
    descriptions: nonEmpty(
      product.descriptions.map((entry) => emptyText(entry.description)),
      emptyText,
    ),
    nutrition: nutritionOf(product),
    servingSize: product.serving_size ?? '',
    servingPerContainer: product.serving_per_container ?? '',
    steps: nonEmpty(
      [...product.how_to_use].sort((a, b) => a.step_order - b.step_order).map((step) => emptyText(step.step_details)),
      emptyText,
    ),
    tip: product.how_to_use_tip ?? '',
    howToUseImage: null,
    storedHowToUseImage: product.how_to_use_image,
  };
}
