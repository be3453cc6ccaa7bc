// The embedded database's thread: PGlite, served over a private Unix socket to the API's node-postgres pool
// (pglite-thread.ts starts it). Plain JavaScript: a TypeScript worker fails under `node --import tsx --test`.
import { cpSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { durableStartParams, FsyncingNodeFS } from './fsyncing-node-fs.mjs';

/** @type {{ dataDir: string | undefined, socketPath: string, startFrom: ArrayBuffer | undefined }} */
const { dataDir, socketPath, startFrom } = workerData;

const inMemory = startFrom ? { loadDataDir: new Blob([startFrom]) } : {};
// A commit is on the disk before it is acknowledged, as on PostgreSQL; PGlite's own default skips fsync.
// pg_trgm: the product search (migration 0011)
const db = await PGlite.create({
  ...(dataDir ? { fs: new FsyncingNodeFS(dataDir), startParams: durableStartParams } : inMemory),
  extensions: { pg_trgm },
});

// pglite-socket's queue stops for good when PGlite itself throws (a fault of PGlite, not a failed statement,
// which is answered as an error message): electric-sql/pglite#1046. Ending this thread lets the API start a
// fresh one instead of every later query waiting for its timeout.
const execute = db.execProtocolRawStream.bind(db);
db.execProtocolRawStream = async (...args) => {
  try {
    return await execute(...args);
  } catch (error) {
    console.error('PGlite failed; ending its thread for a fresh one:', error);
    // eslint-disable-next-line n/no-process-exit -- in a worker it ends this thread only, which is the point
    process.exit(1);
  }
};

try {
  // On Linux this lowers this thread alone: when both are busy, the API's thread wins the CPU, so requests
  // that need no database are answered while a checkout runs. Only now: PGlite's start (initdb for a new
  // database) would crawl at this priority on a machine busy with other work.
  setPriority(10);
} catch {
  // not permitted here: the same thread, at the same priority as the API's
}

// A socket file left by a thread that ended without closing would refuse the listen.
rmSync(socketPath, { force: true });
// The API's pool uses one connection at a time: several in use over one PGlite mix up its protocol state
// (electric-sql/pglite#1046, #985). The second place is for the connection the pool is closing: it drops a
// connection after any failed query and opens the next at once, before this server has seen the old one
// close, and a limit of one would refuse it ("Too many connections").
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
await server.start();

parentPort.on('message', async (message) => {
  if (message === 'copy') {
    const copy = await (await db.dumpDataDir('none')).arrayBuffer();
    parentPort.postMessage(copy, [copy]);
    return;
  }
  if (message.copyFilesTo) {
    // between two statements, while none runs: the files as they are at one instant, which PostgreSQL
    // recovers as after a crash. A file copy: several times quicker than dumpDataDir, and statements wait.
    try {
      await db.runExclusive(async () => cpSync(dataDir, message.copyFilesTo, { recursive: true }));
      parentPort.postMessage({ copied: true });
    } catch (error) {
      parentPort.postMessage({ copied: false, error: String(error) });
    }
    return;
  }
  await server.stop();
  await db.close();
  parentPort.close();
});
parentPort.postMessage('ready');
