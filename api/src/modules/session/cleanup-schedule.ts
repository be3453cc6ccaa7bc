import fp from 'fastify-plugin';
import type { Database } from '../../db/open-database.ts';
import { removeExpiredSessions } from './expired-sessions.ts';

export type SessionCleanupOptions = {
  db: Database;
  /** how often expired sessions and abandoned guest carts are removed; hourly when not given */
  everyMs?: number;
  /** the clock the cleanup reads (tests move it) */
  now?: () => Date;
};

const hour = 60 * 60_000;

/**
 * Removes expired sessions and abandoned guest carts on a timer in this API process. A run is skipped while the
 * previous one is still going; closing the app stops the timer and waits for a run under way. Several
 * instances may run it at once (expired-sessions.ts).
 */
export const sessionCleanup = fp<SessionCleanupOptions>(
  async (app, { db, everyMs = hour, now = () => new Date() }) => {
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= removeExpiredSessions(db, now())
        .then((removed) => {
          if (removed.sessions + removed.carts > 0) app.log.info(removed, 'expired sessions and guest carts removed');
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'expired sessions could not be removed; next run later'),
        )
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
  { name: 'session-cleanup' },
);
