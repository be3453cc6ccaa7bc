import { flag } from 'shared/contracts/catalog';
import { PRODUCT_LIMITS, type ProductStatusRequest } from 'shared/contracts/products-admin';
import { z } from 'zod';
import { idField, textField } from '../../text-field.ts';
import { formText } from '../../uploads/form-text.ts';
import { jsonField } from '../../uploads/json-field.ts';
import { MAX_IMAGE_BYTES, type UploadLimits } from '../../uploads/upload-limits.ts';
import { UploadedFile, uploadedFile } from '../../uploads/uploaded-file.ts';

/** A product form: up to 10 images with their thumbnails and the how-to-use image; 100 KB per text field. */
export const PRODUCT_FORM_LIMITS: UploadLimits = {
  fileBytes: MAX_IMAGE_BYTES,
  files: PRODUCT_LIMITS.images * 2 + 1,
  fields: 60,
  fieldBytes: 100 * 1024,
};

const JSON_TEXT_LENGTH = PRODUCT_FORM_LIMITS.fieldBytes;

const priceEntry = z.object({
  /** a stored price row of this product being kept (carts and combos keep pointing at it) */
  id: idField.nullish(),
  weight: formText(20),
  unit: formText(10),
  price: formText(20),
  discounted_price: formText(20),
});

/** An entry as text, or as the object the product answer holds it in (`{ id, ingredient }`). */
const textEntry = <Key extends string>(key: Key, maxLength: number) =>
  z
    .union([textField(maxLength), z.object({ [key]: formText(maxLength) } as Record<Key, ReturnType<typeof formText>>)])
    .transform((entry) => (typeof entry === 'string' ? entry : (entry as Record<Key, string>)[key]));

/** A nutrition row keyed by column labels, plus its `label`. */
const nutritionRow = z.record(
  textField(PRODUCT_LIMITS.nutritionLabel),
  z.union([textField(PRODUCT_LIMITS.nutritionValue), z.number(), z.null()]),
);

const howToUse = z.object({
  steps: z.array(textEntry('step_details', PRODUCT_LIMITS.step)).max(PRODUCT_LIMITS.steps).default([]),
  tip: formText(PRODUCT_LIMITS.tip),
});

const wholeNumberText = textField(6).regex(/^\d+$/, 'must be a whole number').transform(Number);

/** One entry of the form's image list, gathered from `images[i]`, `thumbnails[i]`, `defaultImageFlags[i]`, `image_ids[i]`. */
export type ImageEntryInput = { id?: number; file?: UploadedFile; thumbnail?: UploadedFile; isDefault: boolean };

const indexedField = /^(images|thumbnails|defaultImageFlags|image_ids)\[(0|[1-9]\d?)\]$/;

const knownFields = [
  'name',
  'serving_size',
  'serving_per_container',
  'in_stock',
  'prices',
  'ingredients',
  'descriptions',
  'nutritional_information',
  'how_to_use',
  'how_to_use_image',
  'deleted_image_ids',
  'default_image_index',
];

/** A stored image's id as the form sends it: up to 9 digits, not all zeros. */
const IMAGE_ID_DIGITS = 9;
const IMAGE_ID_PATTERN = /^0*[1-9]\d*$/;
const isImageIdText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= IMAGE_ID_DIGITS && IMAGE_ID_PATTERN.test(value);

/** Gathers the indexed image fields into the form's image list, in the order of their indexes. */
function imageEntries(form: Record<string, unknown>, context: z.RefinementCtx): ImageEntryInput[] {
  const entries = new Map<number, ImageEntryInput>();
  for (const [field, value] of Object.entries(form)) {
    if (knownFields.includes(field)) continue;
    const match = indexedField.exec(field);
    if (!match) {
      context.addIssue({ code: 'custom', path: [field], message: 'is not a field of the product form', input: value });
      continue;
    }
    const [, kind, index] = match;
    const entry = entries.get(Number(index)) ?? { isDefault: false };
    entries.set(Number(index), entry);
    const isFile = value instanceof UploadedFile;
    if (kind === 'images' || kind === 'thumbnails') {
      if (!isFile) context.addIssue({ code: 'custom', path: [field], message: 'must be a file', input: value });
      else if (kind === 'images') entry.file = value;
      else entry.thumbnail = value;
    } else if (kind === 'defaultImageFlags') {
      if (value !== '0' && value !== '1') {
        context.addIssue({ code: 'custom', path: [field], message: 'must be 1 or 0', input: value });
      }
      entry.isDefault = value === '1';
    } else {
      if (isImageIdText(value)) entry.id = Number(value);
      else context.addIssue({ code: 'custom', path: [field], message: 'must be an image id', input: value });
    }
  }
  return [...entries.entries()].sort(([first], [second]) => first - second).map(([, entry]) => entry);
}

/**
 * The indexed fields of the form's first images, each with the rule `imageEntries` applies to it: in the schema
 * so that the API's document names them (a client generated from it sends an image id as digits, a flag as 1 or 0).
 */
// typed as no fields: they reach `imageEntries` through the catch-all's index signature, as any later index does
const imageSlotFields: object = Object.fromEntries(
  Array.from({ length: PRODUCT_LIMITS.images }, (_, index) => index).flatMap((index): [string, z.ZodType][] => [
    [`images[${index}]`, uploadedFile.optional()],
    [`thumbnails[${index}]`, uploadedFile.optional()],
    [`defaultImageFlags[${index}]`, z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional()],
    [`image_ids[${index}]`, textField(IMAGE_ID_DIGITS).regex(IMAGE_ID_PATTERN, 'must be an image id').optional()],
  ]),
);

/**
 * The multipart form of `store` and `update`. The shape is checked here; the rules, with the form's
 * messages, by `productFormProblem` in the service, so a field left empty is answered in the form's words.
 */
export const productFormBody = z
  .object({
    name: formText(PRODUCT_LIMITS.name),
    serving_size: formText(PRODUCT_LIMITS.servingText),
    serving_per_container: formText(PRODUCT_LIMITS.servingText),
    in_stock: z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional(),
    prices: jsonField(JSON_TEXT_LENGTH, z.array(priceEntry).max(PRODUCT_LIMITS.prices)).default([]),
    ingredients: jsonField(
      JSON_TEXT_LENGTH,
      z.array(textEntry('ingredient', PRODUCT_LIMITS.ingredient)).max(PRODUCT_LIMITS.ingredients),
    ).default([]),
    descriptions: jsonField(
      JSON_TEXT_LENGTH,
      z.array(textEntry('description', PRODUCT_LIMITS.description)).max(PRODUCT_LIMITS.descriptions),
    ).default([]),
    nutritional_information: jsonField(
      JSON_TEXT_LENGTH,
      z.array(nutritionRow).max(PRODUCT_LIMITS.nutritionRows),
    ).default([]),
    how_to_use: jsonField(JSON_TEXT_LENGTH, howToUse).default({ steps: [], tip: '' }),
    how_to_use_image: uploadedFile.optional(),
    /** update only: stored images to delete */
    deleted_image_ids: jsonField(1000, z.array(idField).max(PRODUCT_LIMITS.images * 10)).default([]),
    /** update only: the position of the default image in the list; it must agree with `defaultImageFlags` */
    default_image_index: wholeNumberText.optional(),
    ...imageSlotFields,
  })
  .catchall(z.union([textField(20), uploadedFile]))
  .transform((form, context) => ({
    name: form.name,
    serving_size: form.serving_size,
    serving_per_container: form.serving_per_container,
    in_stock: form.in_stock,
    prices: form.prices,
    ingredients: form.ingredients,
    descriptions: form.descriptions,
    nutritional_information: form.nutritional_information,
    how_to_use: form.how_to_use,
    how_to_use_image: form.how_to_use_image,
    deleted_image_ids: form.deleted_image_ids,
    default_image_index: form.default_image_index,
    images: imageEntries(form, context),
  }))
  // the catch-all also reads later indexes, which the document leaves out: ten images need only the first ten
  .meta({ description: 'multipart/form-data, with these fields', additionalProperties: false });

export type ProductFormBody = z.infer<typeof productFormBody>;

export const productStatusBody = z.object({
  id: idField,
  product_status: z.union([flag, z.enum(['0', '1']).transform(Number).pipe(flag)], { error: 'must be 1 or 0' }),
}) satisfies z.ZodType<ProductStatusRequest>;

export {
  adminProductResponse,
  productRecordsResponse,
  productStatusResponse,
  type AdminProduct,
} from 'shared/contracts/back-office-answers';
