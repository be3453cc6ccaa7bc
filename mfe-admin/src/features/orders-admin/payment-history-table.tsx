import type { PaymentEvent } from 'shared/contracts/orders';
import { formatDateTime } from 'shared/format/dates';
import { formatRupees } from 'shared/format/rupees';
import { Table } from 'shared/ui/table.tsx';
import { TableScroll } from 'shared/ui/table-scroll.tsx';

const columns = ['Received', 'Event', 'Payment', 'Amount'] as const;

/** What the payment provider said about the order, and the refunds made, oldest first. */
export function PaymentHistoryTable({ events }: { events: readonly PaymentEvent[] }) {
  return (
    <TableScroll label="Payment history table">
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
          {events.length === 0 && (
            <tr>
              <td colSpan={4}>No payment events yet.</td>
            </tr>
          )}
          {events.map((event) => (
            <tr key={event.event_id}>
              <td>{formatDateTime(event.received_at)}</td>
              <td>{event.event_type}</td>
              <td>{event.payment_id ?? '–'}</td>
              <td>{event.amount === null ? '–' : formatRupees(event.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
