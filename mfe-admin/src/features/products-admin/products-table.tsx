import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import type { ProductRecord } from 'shared/contracts/products-admin';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import type { PagedRows } from 'shared/ui/use-paged-rows';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

interface ProductsTableProps {
  products: readonly ProductRecord[];
  paging: PagedRows;
  onChangeStatus: (product: ProductRecord) => void;
}

const inStockText = (product: Pick<ProductRecord, 'in_stock'>) => (product.in_stock === 1 ? 'Yes' : 'No');

const columns = ['Product Name', 'In Stock', 'Status', 'Action'] as const;

/** Product Name, In Stock, Status, Action; a page at a time as the server sends it. */
export function ProductsTable({ products, paging, onChangeStatus }: ProductsTableProps) {
  return (
    <PagedTable
      label="Products table"
      columns={columns}
      rows={products}
      serverPaging={paging}
      emptyText="No products found."
      rowKey={(product) => product.id}
      cells={(product) => (
        <>
          <td>{product.name}</td>
          <td>{inStockText(product)}</td>
          <td>
            <StatusBadge status={product.product_status} />
          </td>
          <BackOfficeRowActions>
            <Link to={paths.adminProductUpdate(product.id)} aria-label={`Edit ${product.name}`}>
              Edit
            </Link>
            <button
              type="button"
              aria-label={`Change Status of ${product.name}`}
              onClick={() => onChangeStatus(product)}
            >
              Change Status
            </button>
          </BackOfficeRowActions>
        </>
      )}
    />
  );
}
