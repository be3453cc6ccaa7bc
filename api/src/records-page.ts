import { RECORDS_PAGE_MESSAGES, RECORDS_PAGE_SIZES } from 'shared/contracts/records-page';
import { z } from 'zod';

const wholeNumber = { error: RECORDS_PAGE_MESSAGES.invalidPage };

/** A back-office table's `page`: from 1. */
export const recordsPage = z.coerce
  .number(wholeNumber)
  .int(wholeNumber)
  .positive(wholeNumber)
  .max(2_147_483_647, wholeNumber);

/** A back-office table's `per_page`: one of its "Rows per page" choices. */
export const recordsPageSize = z.coerce
  .number({ error: RECORDS_PAGE_MESSAGES.invalidPageSize })
  .refine((size) => (RECORDS_PAGE_SIZES as readonly number[]).includes(size), {
    error: RECORDS_PAGE_MESSAGES.invalidPageSize,
  })
  .meta({ enum: [...RECORDS_PAGE_SIZES] });

/** `text` anywhere in a column, for SQL's LIKE: LIKE's own wildcards in it are matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
