import { flag } from 'shared/contracts/catalog';
import { COMBO_LIMITS, type ComboStatusRequest } from 'shared/contracts/product-combos-admin';
import { z } from 'zod';
import { idField } from '../../text-field.ts';
import { jsonField } from '../../uploads/json-field.ts';
import { MAX_IMAGE_BYTES, type UploadLimits } from '../../uploads/upload-limits.ts';
import { uploadedFile } from '../../uploads/uploaded-file.ts';
import { formText } from '../../uploads/form-text.ts';

/** A combo form: its one image, a few text fields (a client's extra ones are read and ignored), 16 KB per field. */
export const COMBO_FORM_LIMITS: UploadLimits = {
  fileBytes: MAX_IMAGE_BYTES,
  files: 1,
  fields: 10,
  fieldBytes: 16 * 1024,
};

/** One chosen product as the form holds it; any other key (a product name, a price) is dropped. */
const comboProductEntry = z.object({
  product_id: idField,
  weight: formText(20),
  discounted_price: formText(20),
});

/**
 * The multipart form of `store`. The shape is checked here; the rules, with the form's
 * messages and against the shop's prices, in `save-combo.ts`. A `combo_price` a client sends is not read:
 * the server adds the combo's price up itself.
 */
export const comboFormBody = z
  .object({
    name: formText(COMBO_LIMITS.name),
    status: z
      .enum(['', '0', '1'], { error: 'must be 1 or 0' })
      .optional()
      .transform((value) => (value === '1' ? 1 : value === '0' ? 0 : null)),
    image: uploadedFile.optional(),
    combo_products: jsonField(COMBO_FORM_LIMITS.fieldBytes, z.array(comboProductEntry)).default([]),
  })
  .meta({ description: 'multipart/form-data, with these fields' });

export type ComboFormBody = z.infer<typeof comboFormBody>;

export const comboStatusBody = z.object({
  id: idField,
  status: z.union([flag, z.enum(['0', '1']).transform(Number).pipe(flag)], { error: 'must be 1 or 0' }),
}) satisfies z.ZodType<ComboStatusRequest>;

export { comboRecordResponse, comboRecordsResponse, comboStatusResponse } from 'shared/contracts/back-office-answers';
