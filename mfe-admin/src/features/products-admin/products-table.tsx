import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import type { ProductRecord } from 'shared/contracts/products-admin';
import { PagedTable } from 'shared/ui/paged-table.tsx';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { inStockText } from './product-search.ts';

interface ProductsTableProps {
  products: readonly ProductRecord[];
  onChangeStatus: (product: ProductRecord) => void;
}

const columns = ['Product Name', 'In Stock', 'Status', 'Action'] as const;

/** Product Name, In Stock, Status, Action; 10 rows a page. */
export function ProductsTable({ products, onChangeStatus }: ProductsTableProps) {
  return (
    <PagedTable
      label="Products table"
      columns={columns}
      rows={products}
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
