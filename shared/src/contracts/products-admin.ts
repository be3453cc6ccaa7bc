/**
 * The back office's products: the create and update forms' rules and
 * messages, shared word for word by the admin screens and the API, which enforces them. Plain functions and
 * types, no schema library, so the browser pays nothing for them.
 */
import { ORDER_MAXIMUM_MESSAGES, ORDER_MAXIMUM_RUPEES } from 'shared/contracts/order-maximum';

export const PRODUCT_UNITS = ['Gm', 'Kg'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const PRODUCT_LIMITS = {
  name: 200,
  /** a weight has at most 4 characters */
  weight: 4,
  /** whole rupees, at most this many digits typed; the value itself is capped at ORDER_MAXIMUM_RUPEES */
  price: 7,
  servingText: 200,
  ingredient: 300,
  description: 5000,
  step: 2000,
  tip: 2000,
  nutritionLabel: 100,
  nutritionValue: 200,
  prices: 20,
  ingredients: 100,
  descriptions: 30,
  steps: 50,
  nutritionColumns: 10,
  nutritionRows: 60,
  images: 10,
} as const;

/** The one nutrition table of a product saved by the back office. */
export const NUTRITION_TABLE_TITLE = 'Nutritional Information';

/** A new column's label ("Column 1", "Column 2", …), renumbered after a removal. */
export const nutritionColumnLabel = (position: number) => `Column ${position}`;

export const PRODUCT_MESSAGES = {
  /** the form's rules */
  nameRequired: 'Product name is required',
  /** the answers of the calls */
  created: 'Product created successfully!',
  createFailed: 'Failed to create product.',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product.',
  somethingWrong: 'Something went wrong.',
  statusFailed: 'Failed to update status.',
  statusError: 'Something went wrong, Try again!',
  listFailed: 'Failed to fetch products',
  noProducts: 'No products found.',
  /** the rules of each field */
  weightRequired: 'Weight is required.',
  weightDigits: 'Weight must contain digits only.',
  weightLength: `Weight must be at most ${PRODUCT_LIMITS.weight} characters.`,
  weightZero: 'Weight must be above 0.',
  unitRequired: 'Unit must be Gm or Kg.',
  weightRepeated: 'Each weight can be listed once.',
  priceRequired: 'Price is required.',
  priceDigits: 'Price must contain digits only.',
  priceLength: `Price must be at most ${PRODUCT_LIMITS.price} digits.`,
  priceZero: 'Price must be above 0.',
  discountDigits: 'Discount price must contain digits only.',
  discountAbovePrice: 'Discount price cannot exceed the price.',
  pricesRequired: 'Add at least one weight and price.',
  ingredientsRequired: 'Add at least one ingredient.',
  ingredientEmpty: 'Every ingredient needs text.',
  descriptionsRequired: 'Add at least one description.',
  descriptionEmpty: 'Every description needs text.',
  stepsRequired: 'Add at least one how-to-use step.',
  stepEmpty: 'Every how-to-use step needs text.',
  nutritionColumnsRequired: 'Add at least one nutrition column.',
  nutritionRowsRequired: 'Add at least one nutrition row.',
  nutritionColumnEmpty: 'Every nutrition column needs a name.',
  nutritionRowEmpty: 'Every nutrition row needs a label.',
  tooManyNutritionColumns: `The nutrition table can have at most ${PRODUCT_LIMITS.nutritionColumns} columns.`,
  imagesRequired: 'Add at least one image.',
  tooManyImages: `A product can have at most ${PRODUCT_LIMITS.images} images.`,
  imageFileRequired: 'Each image needs an image file.',
  thumbnailRequired: 'Each image needs a thumbnail.',
  oneDefaultImage: 'Exactly one image must be the default.',
  notFound: 'Product not found.',
  statusUpdated: 'Product status updated.',
} as const;

/** One weight-and-price row as the form holds it: text from its inputs. */
export interface ProductPriceRow {
  weight: string;
  unit: string;
  price: string;
  /** empty when there is no discount */
  discounted_price: string;
}

/** One entry of the form's image list: a stored image (`id`) or a new one, and what was picked for it. */
export interface ProductImageEntry {
  /** a stored image being kept, on update */
  id?: number;
  hasFile: boolean;
  hasThumbnail: boolean;
  isDefault: boolean;
}

/** What the product rules look at; the API and the form both build it from what they hold. */
export interface ProductForm {
  name: string;
  prices: ProductPriceRow[];
  ingredients: string[];
  descriptions: string[];
  nutrition: { columns: string[]; rows: { label: string }[] };
  steps: string[];
  images: ProductImageEntry[];
}

const digitsOnly = /^\d+$/;

/** What is wrong with one price row, or null. */
export function priceRowProblem({ weight, unit, price, discounted_price }: ProductPriceRow): string | null {
  const trimmedWeight = weight.trim();
  if (trimmedWeight === '') return PRODUCT_MESSAGES.weightRequired;
  if (!digitsOnly.test(trimmedWeight)) return PRODUCT_MESSAGES.weightDigits;
  if (trimmedWeight.length > PRODUCT_LIMITS.weight) return PRODUCT_MESSAGES.weightLength;
  if (Number(trimmedWeight) === 0) return PRODUCT_MESSAGES.weightZero;
  if (!(PRODUCT_UNITS as readonly string[]).includes(unit.trim())) return PRODUCT_MESSAGES.unitRequired;
  const trimmedPrice = price.trim();
  if (trimmedPrice === '') return PRODUCT_MESSAGES.priceRequired;
  if (!digitsOnly.test(trimmedPrice)) return PRODUCT_MESSAGES.priceDigits;
  if (trimmedPrice.length > PRODUCT_LIMITS.price) return PRODUCT_MESSAGES.priceLength;
  if (Number(trimmedPrice) === 0) return PRODUCT_MESSAGES.priceZero;
  // a weight priced above what one order may come to could never be bought
  if (Number(trimmedPrice) > ORDER_MAXIMUM_RUPEES) return ORDER_MAXIMUM_MESSAGES.priceAbove;
  const discount = discounted_price.trim();
  if (discount === '') return null;
  if (!digitsOnly.test(discount)) return PRODUCT_MESSAGES.discountDigits;
  if (Number(discount) > Number(trimmedPrice)) return PRODUCT_MESSAGES.discountAbovePrice;
  return null;
}

/** "500 Gm": how a weight is stored and shown in the shop. */
export const weightUnitText = (weight: string, unit: string) => `${Number(weight.trim())} ${unit.trim()}`;

/** The weight and unit of a stored "500 Gm", for the update form; null for text in another form. */
export function splitWeightUnit(weightUnit: string): { weight: string; unit: ProductUnit } | null {
  const match = /^(\d+) (Gm|Kg)$/.exec(weightUnit);
  return match ? { weight: match[1]!, unit: match[2] as ProductUnit } : null;
}

function imagesProblem(images: ProductImageEntry[]): string | null {
  if (images.length === 0) return PRODUCT_MESSAGES.imagesRequired;
  if (images.length > PRODUCT_LIMITS.images) return PRODUCT_MESSAGES.tooManyImages;
  // a stored image already has its files; a picked file replaces them
  if (images.some((image) => image.id === undefined && !image.hasFile)) return PRODUCT_MESSAGES.imageFileRequired;
  if (images.some((image) => image.id === undefined && !image.hasThumbnail)) return PRODUCT_MESSAGES.thumbnailRequired;
  if (images.filter((image) => image.isDefault).length !== 1) return PRODUCT_MESSAGES.oneDefaultImage;
  return null;
}

const blank = (text: string) => text.trim() === '';

/** The first rule the form breaks, in the order of its sections, or null when it may be saved. */
export function productFormProblem(form: ProductForm): string | null {
  if (blank(form.name)) return PRODUCT_MESSAGES.nameRequired;
  if (form.prices.length === 0) return PRODUCT_MESSAGES.pricesRequired;
  for (const row of form.prices) {
    const problem = priceRowProblem(row);
    if (problem) return problem;
  }
  const weights = form.prices.map((row) => weightUnitText(row.weight, row.unit));
  if (new Set(weights).size !== weights.length) return PRODUCT_MESSAGES.weightRepeated;
  const imageProblem = imagesProblem(form.images);
  if (imageProblem) return imageProblem;
  if (form.ingredients.length === 0) return PRODUCT_MESSAGES.ingredientsRequired;
  if (form.ingredients.some(blank)) return PRODUCT_MESSAGES.ingredientEmpty;
  if (form.descriptions.length === 0) return PRODUCT_MESSAGES.descriptionsRequired;
  if (form.descriptions.some(blank)) return PRODUCT_MESSAGES.descriptionEmpty;
  if (form.nutrition.rows.length === 0) return PRODUCT_MESSAGES.nutritionRowsRequired;
  if (form.nutrition.columns.length === 0) return PRODUCT_MESSAGES.nutritionColumnsRequired;
  if (form.nutrition.columns.some(blank)) return PRODUCT_MESSAGES.nutritionColumnEmpty;
  if (form.nutrition.columns.length > PRODUCT_LIMITS.nutritionColumns) return PRODUCT_MESSAGES.tooManyNutritionColumns;
  if (form.nutrition.rows.some((row) => blank(row.label))) return PRODUCT_MESSAGES.nutritionRowEmpty;
  if (form.steps.length === 0) return PRODUCT_MESSAGES.stepsRequired;
  if (form.steps.some(blank)) return PRODUCT_MESSAGES.stepEmpty;
  return null;
}

/** A row of the admin's product table (`GET api/products/getProductRecords`, newest first). */
export interface ProductRecord {
  id: number;
  name: string;
  in_stock: 0 | 1;
  product_status: 0 | 1;
  /** the default image's thumbnail, or null when the product has none */
  thumbnail: string | null;
  /** ISO 8601 */
  created_at: string;
}

/** `POST /api/products/updateStatus` */
export interface ProductStatusRequest {
  id: number;
  product_status: 0 | 1;
}
