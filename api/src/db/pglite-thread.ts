import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export type PgliteThread = {
  /** The directory of the Unix socket, node-postgres's `host` for it */
  socketDir: string;
  /** Ends the thread (PGlite closes its files) and removes the socket's directory. */
  close: () => Promise<void>;
  /** For tests: ends the thread as a crash would; a new one is started, as after any unexpected end. */
  crash: () => Promise<void>;
  /** The database's files as PGlite dumps them (a tar), for another in-memory database to start from. */
  copy: () => Promise<ArrayBuffer>;
  /**
   * Copies the files of the database on disk into the folder `into`, between two statements, while none runs:
   * the files at one instant, for an online backup. One at a time.
   */
  copyFiles: (into: string) => Promise<void>;
};

export type PgliteThreadOptions = {
  /** Where the database's files are; none keeps it in memory. */
  dataDir?: string;
  /** For a database in memory: a `copy()` of another to start from, which spares initdb. */
  startFrom?: ArrayBuffer;
  /** The thread ended unexpectedly and a new one is starting. */
  onRestart?: (reason: string) => void;
};

const workerFile = new URL('./pglite-thread-worker.mjs', import.meta.url);

/**
 * Runs PGlite, which is synchronous WebAssembly, in a thread of its own, serving PostgreSQL's protocol on a
 * private Unix socket, so a checkout's statements never hold up the API's event loop. A thread that ends
 * unexpectedly is replaced; the queries it was answering fail (503) and the next ones reach the new thread.
 */
export async function startPgliteThread({
  dataDir,
  startFrom,
  onRestart = () => undefined,
}: PgliteThreadOptions): Promise<PgliteThread> {
  // in the system's temp folder, since a socket's path may not exceed 108 bytes; the name libpq looks for
  const socketDir = mkdtempSync(join(tmpdir(), 'shop-pglite-'));
  const socketPath = join(socketDir, '.s.PGSQL.5432');
  let closing = false;
  let worker: Worker;
  let ended: Promise<number>;

  const start = async () => {
    const started = new Worker(workerFile, { workerData: { dataDir, socketPath, startFrom } });
    worker = started;
    ended = new Promise((resolve) => started.once('exit', resolve));
    let failure = '';
    started.on('error', (error) => (failure = `: ${error.message}`));
    await once(started, 'message');
    // only a thread that was serving is replaced: one that cannot start would fail again at once
    started.once('exit', (code) => {
      if (closing) return;
      onRestart(`the database thread ended (exit code ${code})${failure}`);
      void start().catch((error: unknown) => onRestart(`the database thread failed to start again: ${String(error)}`));
    });
  };

  try {
    await start();
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  /** The thread's answer to the message just sent, or a failure should it end first. */
  const answer = async () => {
    const [answering, answeringEnded] = [worker, ended];
    const answered = await Promise.race([
      once(answering, 'message').then(([message]) => ({ message: message as unknown })),
      answeringEnded.then(() => undefined),
    ]);
    if (!answered) throw new Error('the database thread ended before it answered');
    return answered.message;
  };

  return {
    socketDir,
    close: async () => {
      closing = true;
      worker.postMessage('close');
      await ended;
      rmSync(socketDir, { recursive: true, force: true });
    },
    crash: async () => {
      await worker.terminate();
    },
    copy: async () => {
      worker.postMessage('copy');
      return (await answer()) as ArrayBuffer;
    },
    copyFiles: async (into) => {
      worker.postMessage({ copyFilesTo: into });
      const { copied, error } = (await answer()) as { copied: boolean; error?: string };
      if (!copied) throw new Error(`the database's files could not be copied: ${error}`);
    },
  };
}
