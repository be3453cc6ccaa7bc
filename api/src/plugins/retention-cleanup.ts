import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.ts';
import { removeSpentTokens } from '../modules/auth/spent-tokens.ts';
import { removeExpiredCallers } from '../modules/sign-in/known-callers.ts';
import { removeExpiredSessions } from '../modules/session/expired-sessions.ts';

export type RetentionCleanupOptions = {
  db: Database;
  /** how often the cleanup runs; hourly when not given */
  everyMs?: number;
  /** the clock the cleanup reads (tests move it) */
  now?: () => Date;
};

const hour = 60 * 60_000;

async function removeWhatExpired(db: Database, now: Date) {
  return {
    ...(await removeExpiredSessions(db, now)),
    ...(await removeSpentTokens(db, now)),
    knownCallers: await removeExpiredCallers(db, now),
  };
}

/**
 * Removes what the shop keeps no longer (docs/decisions/retention.md): expired sessions with their abandoned
 * guest carts, spent tokens and expired known callers, on a timer in this API process. A run is skipped while the
 * previous one is still going; closing the app stops the timer and waits for a run under way. Several instances may
 * run it at once.
 */
export const retentionCleanup = fp<RetentionCleanupOptions>(
  async (app, { db, everyMs = hour, now = () => new Date() }) => {
    const log = app.log.child({ job: 'retention-cleanup' });
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= removeWhatExpired(db, now())
        .then((removed) => {
          if (Object.values(removed).some((n) => n > 0)) log.info({ removed }, 'expired data removed');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'expired data could not be removed; next run later'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(run, everyMs);
    // the cleanup never keeps a process alive that has nothing else to do
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention-cleanup' },
);
