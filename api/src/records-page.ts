import { RECORDS_PAGE_MESSAGES, RECORDS_PAGE_SIZES, type RecordsPageQuery } from 'shared/contracts/records-page';
import { z } from 'zod';
import { textField } from './text-field.ts';

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

/** A back-office list's query: none of these asks for every row, as the published calls do; any asks for one page. */
export const recordsPageQuery = z.object({
  search: textField(100).optional(),
  page: recordsPage.optional(),
  per_page: recordsPageSize.optional(),
}) satisfies z.ZodType<RecordsPageQuery>;

/** One page of a back-office list and what it searches (empty: everything). */
export type RecordsPageAsked = { search: string; page: number; perPage: number };

/** The page a query asks for (page 1 of 10 rows unless it says), or undefined when it asks for every row. */
export function pageAskedFor({ search, page, per_page }: RecordsPageQuery): RecordsPageAsked | undefined {
  if (search === undefined && page === undefined && per_page === undefined) return undefined;
  return { search: search?.trim() ?? '', page: page ?? 1, perPage: per_page ?? RECORDS_PAGE_SIZES[0] };
}

/** The answer with one page of rows. */
export const pagedAnswer = <Row>(asked: RecordsPageAsked, { rows, total }: { rows: Row[]; total: number }) => ({
  status: true as const,
  data: rows,
  total,
  page: asked.page,
  per_page: asked.perPage,
});
