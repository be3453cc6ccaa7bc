import { z } from 'zod';
import { idField, textField } from './text-field.ts';

const WHOLE_NUMBER = 'must be a positive whole number';

/**
 * The id in a path (`/api/products/:id`): decimal digits only, then a positive whole number that fits the id column.
 * Coercing with `Number` read `1e3`, `0x10`, `+1` and ` 1` as ids; every route with an id in its path uses this.
 */
export const idParams = z.object({
  id: textField(10, { message: WHOLE_NUMBER }).regex(/^\d+$/, { error: WHOLE_NUMBER }).transform(Number).pipe(idField),
});
