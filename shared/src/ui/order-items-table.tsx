import type { OrderItem } from 'shared/contracts/orders';
import { formatRupees } from 'shared/format/rupees';
import { Table } from 'shared/ui/table.tsx';

const columns = ['Product', 'Rate', 'Quantity', 'Amount'] as const;

/** The lines of an order: Product, Rate, Quantity, Amount (a card a line on a phone). */
export function OrderItemsTable({ items }: { items: readonly OrderItem[] }) {
  return (
    <Table $cards={columns}>
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
        {items.length === 0 && (
          <tr>
            <td colSpan={4}>No items found.</td>
          </tr>
        )}
        {items.map((item, index) => (
          // Lines have no id of their own; an order's lines never change order.
          <tr key={index}>
            <td>{item.product_name}</td>
            <td>{formatRupees(item.price)}</td>
            <td>{item.qty}</td>
            <td>{formatRupees(item.total_price)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
