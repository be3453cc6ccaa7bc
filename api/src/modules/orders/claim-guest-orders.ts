import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';

/** Attaches to the account every order placed with this address (in its one spelling) that has no account yet. */
export async function claimGuestOrders(db: Database, userId: number, address: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.contactEmail, address), isNull(orders.userId)));
}
