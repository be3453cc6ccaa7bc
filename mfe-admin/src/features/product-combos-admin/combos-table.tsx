import type { ComboRecord } from 'shared/contracts/product-combos-admin';
import { formatRupees } from 'shared/format/rupees';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { ChangeStatusButton } from '../../ui/change-status-button.tsx';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import type { PagedRows } from 'shared/ui/use-paged-rows';
import { StatusBadge } from '../../ui/status-badge.tsx';

interface CombosTableProps {
  combos: readonly ComboRecord[];
  paging: PagedRows;
  onChangeStatus: (combo: ComboRecord) => void;
}

const columns = ['Combo Name', 'Combo Price', 'Status', 'Action'] as const;
const widths = ['40%', '20%', '20%', '20%'] as const;

/** Combo Name (40%), Combo Price, Status (Active/Inactive badge), Action (20% each); a page at a time as the server sends it. */
export function CombosTable({ combos, paging, onChangeStatus }: CombosTableProps) {
  return (
    <PagedTable
      label="Product combos table"
      columns={columns}
      widths={widths}
      rows={combos}
      serverPaging={paging}
      emptyText="No products found."
      rowKey={(combo) => combo.id}
      cells={(combo) => (
        <>
          <td>{combo.name}</td>
          <td>{formatRupees(combo.combo_price)}</td>
          <td>
            <StatusBadge status={combo.status} />
          </td>
          <BackOfficeRowActions>
            <ChangeStatusButton of={combo.name} onClick={() => onChangeStatus(combo)} />
          </BackOfficeRowActions>
        </>
      )}
    />
  );
}
