/** The back office's tables page by 10, 15, 20, 25 or 30 rows. */
export const RECORDS_PAGE_SIZES = [10, 15, 20, 25, 30] as const;

export const RECORDS_PAGE_MESSAGES = {
  invalidPage: 'must be a positive whole number',
  invalidPageSize: 'Rows per page must be 10, 15, 20, 25 or 30.',
} as const;

/**
 * What a back-office table asks of a list it pages on the server: `search` (any part of what a row shows, any
 * letter case), `page` from 1, `per_page` one of RECORDS_PAGE_SIZES.
 */
export interface RecordsPageQuery {
  search?: string;
  page?: number;
  per_page?: number;
}
