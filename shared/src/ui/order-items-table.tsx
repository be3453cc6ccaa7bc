import type { OrderItem } from 'shared/contracts/orders';
import { formatRupees } from 'shared/format/rupees';
import { Table } from 'shared/ui/table.tsx';

/** The lines of an order: Product, Rate, Quantity, Amount. */
export function OrderItemsTable({ items }: { items: readonly OrderItem[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Rate</th>
          <th scope="col">Quantity</th>
          <th scope="col">Amount</th>
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
