import { z } from 'zod';
import { idField, textField } from './text-field.ts';

const WHOLE_NUMBER = 'must be a positive whole number';

/**
 * Decimal digits of a whole number from 1 to 2,147,483,647 (the id column's largest), in at most 10 characters:
 * the API's document states the exact rule, so a client generated from it sends no id the server refuses.
 */
const ID_DIGITS =
  /^0*(?:[1-9]\d{0,8}|1\d{9}|2(?:0\d{8}|1(?:[0-3]\d{7}|4(?:[0-6]\d{6}|7(?:[0-3]\d{5}|4(?:[0-7]\d{4}|8(?:[0-2]\d{3}|3(?:[0-5]\d{2}|6(?:[0-3]\d|4[0-7])))))))))$/;

/**
 * The id in a path (`/api/products/:id`): decimal digits only, then a positive whole number that fits the id column.
 * Coercing with `Number` read `1e3`, `0x10`, `+1` and ` 1` as ids; every route with an id in its path uses this.
 */
export const idParams = z.object({
  id: textField(10, { message: WHOLE_NUMBER })
    .regex(ID_DIGITS, { error: WHOLE_NUMBER })
    .transform(Number)
    .pipe(idField),
});
