import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { orders } from '../../db/schema.ts';

/**
 * Marks the order of a provider order Paid, once: a repeat finds it Paid already and changes nothing.
 * Answers the order's id only to the one caller that changed it (and so confirms it by mail), else null.
 */
export async function markOrderPaid(
  db: Database,
  providerOrderId: string,
  paymentId: string | null,
): Promise<number | null> {
  const [paid] = await db
    .update(orders)
    .set({ paymentStatus: 'Paid', paymentId, paidAt: new Date() })
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.paymentStatus, 'Pending')))
    .returning({ id: orders.id });
  return paid?.id ?? null;
}
