import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';

/**
 * Keeps on the order the provider order opened to pay it, unless one of that provider is there already; answers
 * the one the order keeps. Of two calls at once, the first stored wins and the other answers it.
 */
export async function recordProviderOrder(
  db: Database,
  orderId: number,
  opened: { provider: string; providerOrderId: string },
): Promise<string> {
  const [stored] = await db
    .update(orders)
    .set({ providerOrderId: opened.providerOrderId, paymentProvider: opened.provider })
    .where(and(eq(orders.id, orderId), or(isNull(orders.providerOrderId), ne(orders.paymentProvider, opened.provider))))
    .returning({ providerOrderId: orders.providerOrderId });
  if (stored?.providerOrderId) return stored.providerOrderId;
  // a concurrent call stored its provider order first: use that one
  const [current] = await db
    .select({ providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return current!.providerOrderId!;
}
