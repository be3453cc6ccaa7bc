import { useState } from 'react';
import { PAGE_SIZES, type PagedRows } from 'shared/ui/use-paged-rows';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The search goes to the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/**
 * A table paged and searched on the server: the search box's text, the query to send (the search once the typing
 * pauses) and the pager's state for the answer's `total`. The page chosen belongs to one search, page size and
 * `filters`: another one starts again from its first page.
 */
export function useServerPaging(filters: readonly string[] = []) {
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const sentSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const asked = [sentSearch, pageSize, ...filters].join('\n');
  const [chosen, setChosen] = useState({ asked, page: 0 });
  const page = chosen.asked === asked ? chosen.page : 0;
  return {
    search,
    setSearch,
    query: { search: sentSearch, page: page + 1, per_page: pageSize },
    paging: (total: number): PagedRows => ({
      page,
      pageSize,
      total,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      setPage: (next) => setChosen({ asked, page: next }),
      choosePageSize: setPageSize,
    }),
  };
}
