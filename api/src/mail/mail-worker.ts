import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open-database.ts';
import type { Mailer } from './mailer.ts';
import {
  claimDueMail,
  markDelivered,
  markFailed,
  markRetry,
  purgeOldMail,
  type QueuedMail,
  releaseClaim,
} from './outbox.ts';

export type MailWorkerTimings = {
  /** how often the outbox is looked at when nothing was due */
  pollMs: number;
  /** mails taken at a time */
  batch: number;
  /** how long a taken mail is this worker's; past the SMTP timeouts (mailer.ts), so a live worker never loses it */
  leaseMs: number;
  /** the first retry's wait, doubled after each failure up to `maxRetryMs` */
  firstRetryMs: number;
  maxRetryMs: number;
  /** attempts before the worker gives up on a mail */
  maxAttempts: number;
  purgeEveryMs: number;
  /** how long sent and logged mail is kept */
  deliveredDays: number;
  /** how long mail the worker gave up on is kept */
  failedDays: number;
};

/** 10 s, 20 s, 40 s, … 1 h, then hourly: 30 attempts span about 22 hours. */
export const MAIL_WORKER_TIMINGS: MailWorkerTimings = {
  pollMs: 1_000,
  batch: 10,
  leaseMs: 120_000,
  firstRetryMs: 10_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 30,
  purgeEveryMs: 3_600_000,
  deliveredDays: 30,
  failedDays: 90,
};

/** The wait after the `attempts`th failed attempt. */
export const retryDelay = (attempts: number, { firstRetryMs, maxRetryMs }: MailWorkerTimings) =>
  Math.min(firstRetryMs * 2 ** (attempts - 1), maxRetryMs);

/** A 5xx SMTP answer: the server refused this mail for good, and sending it again would not help. */
const refusedForGood = (error: unknown) => ((error as { responseCode?: number }).responseCode ?? 0) >= 500;

export type MailWorker = { stop: () => Promise<void> };

/**
 * Delivers the outbox: takes the due mails, hands each to the mailer outside of any transaction, marks it sent, or
 * due again after a growing wait, or failed (kept, and logged) after `maxAttempts` or a refusal for good. Several
 * instances may run one each on the same database: each mail is taken by one of them.
 */
export function startMailWorker(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  timings: MailWorkerTimings = MAIL_WORKER_TIMINGS,
): MailWorker {
  const stopping = new AbortController();
  let lastPurge = 0;

  async function attempt(mail: QueuedMail) {
    let delivery;
    try {
      delivery = await mailer.deliver(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const about = { err: error, outboxId: mail.outboxId, subject: mail.subject, attempts: mail.attempts };
      if (refusedForGood(error) || mail.attempts >= timings.maxAttempts) {
        await markFailed(db, mail.outboxId, reason);
        log.error(about, 'gave up on a mail: it stays in the mail_outbox table with state failed');
      } else {
        const retryInMs = retryDelay(mail.attempts, timings);
        await markRetry(db, mail.outboxId, reason, retryInMs);
        log.warn({ ...about, retryInMs }, 'a mail could not be sent; it will be retried');
      }
      return;
    }
    await markDelivered(db, mail.outboxId, delivery);
  }

  async function pass(): Promise<boolean> {
    if (Date.now() - lastPurge >= timings.purgeEveryMs) {
      lastPurge = Date.now();
      const purged = await purgeOldMail(db, timings);
      if (purged > 0) log.info({ purged }, 'deleted old mail from the outbox');
    }
    const due = await claimDueMail(db, timings.batch, timings.leaseMs);
    for (const [index, mail] of due.entries()) {
      // on shutdown the rest of the batch is handed back at once, not left until the claim runs out
      if (stopping.signal.aborted) {
        await releaseClaim(
          db,
          due.slice(index).map((left) => left.outboxId),
        );
        return false;
      }
      await attempt(mail);
    }
    return due.length === timings.batch;
  }

  const running = (async () => {
    while (!stopping.signal.aborted) {
      let more = false;
      try {
        more = await pass();
      } catch (error) {
        log.error({ err: error }, 'the mail worker could not reach the outbox; it tries again');
      }
      // a stop ends the pause at once
      if (!more) await sleep(timings.pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();

  return {
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}
