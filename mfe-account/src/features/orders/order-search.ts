import type { Order } from 'shared/contracts/orders';
import { formatDate } from 'shared/format/dates';
import { formatRupees } from 'shared/format/rupees';

/** The texts a row shows, which "Search Orders" matches (case-insensitive). */
const rowTexts = (order: Order) => [
  order.order_number,
  formatDate(order.created_at),
  order.payment_status,
  order.order_status,
  formatRupees(order.final_total),
  String(order.final_total),
];

export function searchOrders(orders: readonly Order[], search: string): Order[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...orders];
  return orders.filter((order) => rowTexts(order).some((text) => text.toLowerCase().includes(wanted)));
}
