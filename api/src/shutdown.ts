import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ShutdownSettings } from './config.ts';
import type { OpenDatabase } from './db/open-database.ts';
import type { DrainState } from './plugins/draining.ts';

/**
 * Signals this soon after the first are the same one delivered again: Ctrl-C, or a supervisor stopping the whole
 * process group (systemd's default), reaches the server both directly and through `npm start`, which passes it on.
 */
const SAME_SIGNAL_WITHIN_MS = 1_000;

/**
 * At SIGTERM or SIGINT: answer "not ready" for `delayMs` while still serving (a load balancer takes the instance
 * out meanwhile), stop taking connections, let the requests in flight finish for up to `timeoutMs` and then close
 * their connections, stop the app's timers and workers (its onClose hooks), close the database last, and let
 * the process end: exit code 0, or 1 when requests had to be cut off. A second signal, a second or more after the
 * first, cuts them off at once.
 */
export function closeOnSignals(
  app: FastifyInstance,
  database: OpenDatabase,
  drain: DrainState,
  { delayMs, timeoutMs }: ShutdownSettings,
): void {
  const hurry = new AbortController();
  let cutOff = false;
  const cutOffConnections = (why: string) => {
    if (cutOff) return;
    cutOff = true;
    app.log.warn(`${why}: closing the connections of requests still in flight`);
    app.server.closeAllConnections();
  };

  async function shutDown(signal: string) {
    drain.draining = true;
    app.log.info(`${signal}: shutting down; not ready from now on`);
    if (delayMs > 0) await sleep(delayMs, undefined, { signal: hurry.signal }).catch(() => undefined);
    const deadline = setTimeout(() => cutOffConnections(`requests still in flight after ${timeoutMs} ms`), timeoutMs);
    try {
      await app.close();
    } finally {
      clearTimeout(deadline);
      await database.close();
    }
    process.exitCode = cutOff ? 1 : 0;
    app.log.info('shut down');
  }

  let shuttingDown: Promise<void> | undefined;
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_WITHIN_MS) return;
      hurry.abort();
      if (drain.closing) cutOffConnections(`${signal} again`);
      return;
    }
    firstSignalAt = Date.now();
    shuttingDown = shutDown(signal).catch((error: unknown) => {
      app.log.error({ err: error }, 'the shutdown failed');
      process.exitCode = 1;
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
