import { useState } from 'react';
import { RECORDS_PAGE_SIZES } from 'shared/contracts/records-page';

/** Tables show 10 rows a page, with 10, 15, 20, 25 or 30 to choose from. */
export const PAGE_SIZES = RECORDS_PAGE_SIZES;

/** One page of `rows`; a new page size, or fewer rows (a search), goes back to a page that exists. */
export function usePagedRows<Row>(rows: readonly Row[]) {
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [requestedPage, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(requestedPage, pageCount - 1);
  const pageRows = rows.slice(page * pageSize, (page + 1) * pageSize);

  const choosePageSize = (size: number) => {
    setPageSize(size);
    setPage(0);
  };

  return { pageRows, page, pageCount, pageSize, total: rows.length, setPage, choosePageSize };
}

/** Where a table's paging stands and how to move it: in the browser (`usePagedRows`) or on the server. */
export interface PagedRows {
  /** from 0 */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  setPage: (page: number) => void;
  choosePageSize: (size: number) => void;
}
