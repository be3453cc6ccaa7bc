import type { ReactNode } from 'react';
import { Table } from 'shared/ui/table.tsx';
import { TablePager } from 'shared/ui/table-pager.tsx';
import { type PagedRows, usePagedRows } from 'shared/ui/use-paged-rows';
import { TableScroll } from 'shared/ui/table-scroll.tsx';

interface PagedTableProps<Row> {
  /** names the scrollable region ("Coupons table") */
  label: string;
  columns: readonly string[];
  /** each column's share of the table's width ("40%"), in the order of `columns`; the browser's choice without */
  widths?: readonly string[];
  rows: readonly Row[];
  /** the one cell shown when there is no row ("No coupons found.") */
  emptyText: string;
  rowKey: (row: Row) => string | number;
  /** a row's cells (`<td>`s), in the order of `columns` */
  cells: (row: Row) => ReactNode;
  /** paging done by the server: `rows` is then the page it sent */
  serverPaging?: PagedRows;
}

/** A table of records: headed columns (a card a row on a phone), 10 rows a page and "Rows per page:" below. */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { label, columns, widths, rows, emptyText, rowKey, cells, serverPaging } = props;
  const { pageRows: localPage, ...localPaging } = usePagedRows(rows);
  const [pageRows, paging] = serverPaging ? [rows, serverPaging] : [localPage, localPaging];
  return (
    <>
      <TableScroll label={label}>
        <Table $cards={columns}>
          {widths && (
            <colgroup>
              {widths.map((width, column) => (
                <col key={columns[column]} style={{ width }} />
              ))}
            </colgroup>
          )}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            )}
            {pageRows.map((row) => (
              <tr key={rowKey(row)}>{cells(row)}</tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <TablePager {...paging} />
    </>
  );
}
