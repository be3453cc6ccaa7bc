// PGlite's files on Node's file system, with PostgreSQL's fsync reaching the disk.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite mounts the data directory through Emscripten's NODEFS, whose files have no fsync: PostgreSQL's
 * fsync() returns at once without asking the system, and its fdatasync() is a stub that does nothing.
 * This gives NODEFS's files a real fsync; `durableStartParams` then turn PostgreSQL's fsync on and make
 * the WAL use fsync() at each commit.
 */
export class FsyncingNodeFS extends NodeFS {
  async init(pg, options) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (module) => {
      const streamOps = module.NODEFS?.stream_ops;
      // fail at start, rather than silently lose durability, should a PGlite upgrade change this
      if (!streamOps) throw new Error('PGlite no longer exposes NODEFS: the fsync of its files cannot be set');
      streamOps.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/** PGlite's start-up arguments without `-F` (fsync off), with the WAL synced by fsync(). */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
