import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail, MailDelivery } from './mailer.ts';

export type QueuedMail = Mail & { outboxId: number; attempts: number };

/** `ms` milliseconds after the database's clock: every instance reads time from the one database. */
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** A mail that waits before it goes: due `dueInMs` from now, and withdrawn if its order is settled first. */
export type LaterMail = { dueInMs: number; remindsOrderId: number };

/**
 * Writes a mail to the outbox, for the mail worker to deliver. Pass the transaction of what the mail tells about,
 * so that the mail exists exactly when that does.
 */
export async function queueMail(db: Database, { to, replyTo, subject, text }: Mail, later?: LaterMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to,
    replyTo: replyTo?.address ?? null,
    replyToName: replyTo?.name ?? null,
    subject,
    text,
    ...(later ? { nextAttemptAt: fromNow(later.dueInMs), remindsOrderId: later.remindsOrderId } : {}),
  });
}

/**
 * Withdraws the reminders about an order that have not gone out yet. Call it in the transaction that paid or
 * cancelled the order, so that no reminder goes out after it.
 */
export async function withdrawReminders(db: Database, orderId: number): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.remindsOrderId, orderId), eq(mailOutbox.state, 'queued')));
}

/**
 * Takes up to `batch` due mails for this worker, in one statement: the rows another instance is taking at the same
 * moment are skipped (`FOR UPDATE SKIP LOCKED`), and the ones taken are not due again for `leaseMs`, so no one else
 * sends them while this worker does, and a worker that died mid-send leaves them to be retried.
 */
export async function claimDueMail(db: Database, batch: number, leaseMs: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      outboxId: row.id,
      attempts: row.attempts,
      to: row.to,
      ...(row.replyTo ? { replyTo: { name: row.replyToName ?? '', address: row.replyTo } } : {}),
      subject: row.subject,
      text: row.text,
    }));
}

export async function markDelivered(db: Database, outboxId: number, delivery: MailDelivery): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: delivery, finishedAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, outboxId));
}

export async function markRetry(db: Database, outboxId: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: fromNow(delayMs), lastError: error })
    .where(eq(mailOutbox.id, outboxId));
}

/** Hands taken mails back, due at once, as if never attempted. */
export async function releaseClaim(db: Database, outboxIds: number[]): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(inArray(mailOutbox.id, outboxIds));
}

export async function markFailed(db: Database, outboxId: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'failed', finishedAt: sql`now()`, lastError: error })
    .where(eq(mailOutbox.id, outboxId));
}

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

/** Deletes sent and logged mail after `deliveredDays`, and mail the worker gave up on after `failedDays`. */
export async function purgeOldMail(
  db: Database,
  { deliveredDays, failedDays }: { deliveredDays: number; failedDays: number },
): Promise<number> {
  const purged = await db
    .delete(mailOutbox)
    .where(
      or(
        and(inArray(mailOutbox.state, ['sent', 'logged']), lt(mailOutbox.finishedAt, daysAgo(deliveredDays))),
        and(eq(mailOutbox.state, 'failed'), lt(mailOutbox.finishedAt, daysAgo(failedDays))),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}
