import { screen, within } from '@testing-library/react';

/** The body rows of the table on screen (the "No … found." row included). */
export const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

/** The texts of one body row's cells. */
export const rowCells = (row: number) =>
  within(bodyRows()[row]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The texts of one column, down the body rows. */
export const columnCells = (column: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[column]?.textContent);

export const columnHeaders = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

/** What the pager shows: the rows on the page, the page size chosen and those offered, and which rows of how many. */
export function pagingShown() {
  const rowsPerPage = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page:' });
  return {
    rows: bodyRows().length,
    pageSize: rowsPerPage.value,
    pageSizes: within(rowsPerPage)
      .getAllByRole('option')
      .map((option) => option.textContent),
    range: screen.getByText(/^\d+–\d+ of \d+$/).textContent,
  };
}
