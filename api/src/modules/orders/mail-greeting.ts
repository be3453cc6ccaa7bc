import { and, eq, isNotNull } from 'drizzle-orm';
import type { Order } from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { orders, users } from '../../db/schema.ts';
import { unlinked } from '../../mail/quoted-text.ts';

/**
 * The first line of an order mail. It names the contact only when the order is its address's own: placed or
 * claimed by the account of that address, whose holder proved it. Anyone may type any address and any "name" at
 * checkout ("Your payment failed - pay now at …"), and a greeting reads as the shop speaking.
 */
export async function orderGreeting(db: Database, order: Order): Promise<string> {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(
      users,
      and(eq(users.id, orders.userId), eq(users.email, orders.contactEmail), isNotNull(users.emailConfirmedAt)),
    )
    .where(eq(orders.id, order.id));
  return own ? `Hello ${unlinked(order.contact_name)},` : 'Hello,';
}
