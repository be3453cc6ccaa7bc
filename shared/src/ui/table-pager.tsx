import { useId } from 'react';
import styled from 'styled-components';
import { PAGE_SIZES, type PagedRows } from 'shared/ui/use-paged-rows';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem 1.25rem;
  select {
    margin-left: 0.4rem;
    padding: 0.3rem 0.4rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
  button {
    padding: 0.35rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/**
 * The paging under a table: "Rows per page:", which rows show, and the previous and next pages. An empty table has
 * nothing to page through ("0–0 of 0" said nothing its one cell does not), so it gets no pager.
 */
export function TablePager({ page, pageCount, pageSize, total, setPage, choosePageSize }: PagedRows) {
  const sizeId = useId();
  if (total === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Bar>
      <span>
        <label htmlFor={sizeId}>Rows per page:</label>
        <select id={sizeId} value={pageSize} onChange={(event) => choosePageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <span>
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous page
        </button>{' '}
        <button type="button" disabled={page >= pageCount - 1} onClick={() => setPage(page + 1)}>
          Next page
        </button>
      </span>
    </Bar>
  );
}
