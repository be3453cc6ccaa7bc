import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { PagedTable } from 'shared/ui/paged-table.tsx';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Row ${index + 1}`);

const renderTable = (rows: readonly string[]) =>
  renderWithStore(
    <PagedTable
      label="Names table"
      columns={['Name']}
      rows={rows}
      emptyText="No names found."
      rowKey={(name) => name}
      cells={(name) => <td>{name}</td>}
    />,
  );

test('a named, scrollable table of 10 rows a page, with the next page below', async () => {
  renderTable(names(12));
  const table = within(screen.getByRole('region', { name: 'Names table' }));
  expect(table.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  expect(table.getAllByRole('row')).toHaveLength(11);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(table.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Row 11', 'Row 12']);
  expect(screen.getByLabelText('Rows per page:')).toHaveValue('10');
});

test('no row: the one cell says so, and there is no pager of "0–0 of 0"', () => {
  renderTable([]);
  expect(screen.getByRole('cell', { name: 'No names found.' })).toBeInTheDocument();
  expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
});
