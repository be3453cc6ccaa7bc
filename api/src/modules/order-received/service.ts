import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, type Order } from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { withItems } from '../orders/service.ts';
import { type OrderOwner, ownedBy } from '../payment/order-owner.ts';

/**
 * An order as the page after checkout shows it: a guest order the caller's session placed, or one the signed-in
 * caller owns (an account's order needs its token).
 * Any other order is answered exactly like a missing one.
 */
export async function receivedOrder(db: Database, owner: OrderOwner, orderId: number): Promise<Order> {
  const owners = ownedBy(owner);
  const rows = owners
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), owners))
    : [];
  const [order] = await withItems(db, rows);
  if (!order) throw new ShopError(404, ORDER_MESSAGES.notFound);
  return order;
}
