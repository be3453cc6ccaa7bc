import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import type { ProductRecord } from 'shared/contracts/products-admin';
import { Table } from 'shared/ui/table.tsx';
import { TablePager } from 'shared/ui/table-pager.tsx';
import { usePagedRows } from 'shared/ui/use-paged-rows';
import { BackOfficeRowActions } from 'shared/ui/row-actions.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { inStockText } from './product-search.ts';

interface ProductsTableProps {
  products: readonly ProductRecord[];
  onChangeStatus: (product: ProductRecord) => void;
}

/** Product Name, In Stock, Status, Action; 10 rows a page. */
export function ProductsTable({ products, onChangeStatus }: ProductsTableProps) {
  const { pageRows, ...paging } = usePagedRows(products);
  return (
    <>
      <TableScroll label="Products table">
        <Table>
          <thead>
            <tr>
              <th scope="col">Product Name</th>
              <th scope="col">In Stock</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 && (
              <tr>
                <td colSpan={4}>No products found.</td>
              </tr>
            )}
            {pageRows.map((product) => (
              <tr key={product.id}>
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
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <TablePager {...paging} />
    </>
  );
}
