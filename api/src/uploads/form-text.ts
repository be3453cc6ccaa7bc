import { z } from 'zod';
import { textField } from '../text-field.ts';

/** A value typed into a multipart form: text, or a number a client sent as one; missing is empty. */
export const formText = (maxLength: number) =>
  z
    .union([textField(maxLength), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value)));
