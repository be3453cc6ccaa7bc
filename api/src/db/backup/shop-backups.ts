import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupSettings } from '../../config.ts';
import { writeBackup } from './backup-file.ts';
import { takeBackupRequests } from './backup-requests.ts';
import { backupFileName, foldersOf, refuseExistingFile } from './embedded-backup.ts';

export type ShopBackupsOptions = {
  dataDir: string;
  /** copies the database's files at one instant between two statements (OpenDatabase's `snapshot`) */
  snapshot: (into: string) => Promise<void>;
  settings: BackupSettings;
  log: FastifyBaseLogger;
};

export type ShopBackups = {
  /** Writes a backup of the running shop to `file`; one at a time, the next waits for the one running. */
  backUp: (file: string) => Promise<void>;
  /** Stops the schedule and the requests, and waits for a backup in progress. */
  close: () => Promise<void>;
};

/** The backups the schedule made (and `db:backup` without a file name), newest first. */
async function backupsIn(dir: string): Promise<{ path: string; madeAt: number }[]> {
  const names = await readdir(dir).catch(() => []);
  const backups = await Promise.all(
    names
      .filter((name) => /^shop-.+\.tar\.gz$/.test(name))
      .map(async (name) => ({ path: join(dir, name), madeAt: (await stat(join(dir, name))).mtimeMs })),
  );
  return backups.sort((a, b) => b.madeAt - a.madeAt);
}

/**
 * The running shop's backups of the embedded database and the images, taken while it serves: when asked
 * (`npm run db:backup`, through backup-requests.ts) and every `settings.intervalMs`. The database's files are
 * copied at one instant between two statements: a committed order is in them, and a transaction still open is
 * not (PostgreSQL rolls it back when the backup is opened, as after a crash). The images are read after, so
 * every image the backed-up rows name is there.
 */
export async function startShopBackups({ dataDir, snapshot, settings, log }: ShopBackupsOptions): Promise<ShopBackups> {
  const { pgdata, storage } = foldersOf(dataDir);
  let last: Promise<unknown> = Promise.resolve();

  // beside the database, on its disk: a quick copy, removed once packed
  const copy = join(dataDir, 'backup-in-progress');
  const take = async (file: string) => {
    refuseExistingFile(file);
    const startedAt = performance.now();
    await rm(copy, { recursive: true, force: true });
    try {
      await snapshot(copy);
      const snapshotMs = Math.round(performance.now() - startedAt);
      await writeBackup(file, { pgdata: copy, storageDir: storage });
      log.info(
        { job: 'backup', file, snapshotMs, totalMs: Math.round(performance.now() - startedAt) },
        'backed up the database and the images',
      );
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  };
  const backUp = (file: string) => {
    const turn = last.then(() => take(file));
    last = turn.catch(() => undefined);
    return turn;
  };

  let timer: NodeJS.Timeout | undefined;
  let scheduledRun: Promise<void> = Promise.resolve();
  const next = (intervalMs: number, inMs: number) => {
    timer = setTimeout(() => {
      scheduledRun = scheduled(intervalMs);
    }, inMs).unref();
  };
  const scheduled = async (intervalMs: number) => {
    try {
      await backUp(join(settings.dir, backupFileName(new Date())));
      const old = (await backupsIn(settings.dir)).slice(settings.keep);
      await Promise.all(old.map(({ path }) => rm(path, { force: true })));
    } catch (error) {
      log.error({ job: 'backup', err: error }, 'the scheduled backup failed; the next one is due after the interval');
    }
    if (timer) next(intervalMs, intervalMs);
  };
  // after a restart, the next backup is due an interval after the newest one, not after the start
  const schedule = async (intervalMs: number) => {
    const [newest] = await backupsIn(settings.dir);
    next(intervalMs, newest ? Math.max(0, newest.madeAt + intervalMs - Date.now()) : 0);
  };

  const requests = await takeBackupRequests(pgdata, backUp);
  if (settings.intervalMs) await schedule(settings.intervalMs);
  return {
    backUp,
    close: async () => {
      clearTimeout(timer);
      timer = undefined;
      await requests.close();
      await scheduledRun;
      await last;
    },
  };
}
