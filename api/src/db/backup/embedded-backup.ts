import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LOCK_FILE, lockDataDir } from '../data-dir-lock.ts';
import { DATABASE_FOLDER, IMAGES_FOLDER, unpackBackup, writeBackup } from './backup-file.ts';

/** A backup or restore that cannot be done as asked; its message says why and what to do. */
export class BackupRefused extends Error {}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** The name of a backup made at `now` when none is given: shop-<time>.tar.gz. */
export const backupFileName = (now: Date) => `shop-${stamp(now)}.tar.gz`;

/** The folders of a data directory that a backup holds. */
export const foldersOf = (dataDir: string) => ({
  pgdata: join(dataDir, DATABASE_FOLDER),
  storage: join(dataDir, IMAGES_FOLDER),
});

export function refuseExistingFile(file: string): void {
  if (existsSync(file)) throw new BackupRefused(`${file} exists already: name another file for the backup.`);
}

/**
 * Writes the embedded database and the images of `dataDir` to `file` while no shop runs on it: the data
 * directory's lock refuses it while one does (DataDirInUseError), and the running shop is asked instead
 * (backup-requests.ts).
 */
export async function backUpEmbeddedDatabase(dataDir: string, file: string): Promise<void> {
  const { pgdata, storage } = foldersOf(dataDir);
  if (!existsSync(join(pgdata, 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${pgdata} to back up.`);
  refuseExistingFile(file);
  const release = lockDataDir(pgdata);
  try {
    await writeBackup(file, { pgdata, storageDir: storage });
  } finally {
    release();
  }
}

/** Writes the images of `dataDir` alone to `file`: the shop's database is on PostgreSQL, which pg_dump backs up. */
export async function backUpImages(dataDir: string, file: string): Promise<void> {
  const { storage } = foldersOf(dataDir);
  if (!existsSync(storage)) throw new BackupRefused(`There are no images in ${storage} to back up.`);
  refuseExistingFile(file);
  await writeBackup(file, { storageDir: storage });
}

/** Opens the database unpacked in `pgdata` (PostgreSQL recovers it as after a crash) and closes it cleanly. */
async function checkDatabase(pgdata: string): Promise<void> {
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new Error('it holds no database');
  const client = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  await client.query('SELECT 1');
  await client.close();
}

/** Puts `unpacked` in place of `target`, the folder it replaces kept aside as `<target>.before-restore-<time>`. */
async function replace(target: string, unpacked: string, now: Date): Promise<string | undefined> {
  const setAside = existsSync(target) ? `${target}.before-restore-${stamp(now)}` : undefined;
  if (setAside) await rename(target, setAside);
  await rename(unpacked, target);
  return setAside;
}

export type Restored = {
  /** where the database it replaced is kept; none when it replaced none or held none */
  setAside: string | undefined;
  /** where the images it replaced are kept; none when it replaced none or held none */
  imagesSetAside: string | undefined;
};

/**
 * Replaces the embedded database and the images in `dataDir` with those of the backup in `file` (`imagesOnly`:
 * the images alone, for a shop on PostgreSQL). The backup is unpacked beside them and its database opened
 * first, so a file that is not a backup changes nothing; what it replaces is kept aside, renamed
 * `<folder>.before-restore-<time>`, never deleted. Refused while a shop runs on `dataDir` (DataDirInUseError).
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  { now = new Date(), imagesOnly = false }: { now?: Date; imagesOnly?: boolean } = {},
): Promise<Restored> {
  if (!existsSync(file)) throw new BackupRefused(`There is no backup at ${file}.`);
  const { pgdata, storage } = foldersOf(dataDir);
  const release = !imagesOnly && existsSync(pgdata) ? lockDataDir(pgdata) : undefined;
  const stagingDir = join(dataDir, `restoring-${stamp(now)}`);
  const staging = foldersOf(stagingDir);
  try {
    try {
      await unpackBackup(file, stagingDir);
      if (imagesOnly && !existsSync(staging.storage)) throw new Error('it holds no images');
      if (!imagesOnly) await checkDatabase(staging.pgdata);
    } catch (error) {
      release?.();
      throw new BackupRefused(
        `${file} is not a backup of the shop (npm run db:backup makes one): ${(error as Error).message}`,
      );
    }
    const restored: Restored = { setAside: undefined, imagesSetAside: undefined };
    if (!imagesOnly) {
      // the backup holds the lock of the process that made it
      await rm(join(staging.pgdata, LOCK_FILE), { force: true });
      restored.setAside = await replace(pgdata, staging.pgdata, now);
      // this process's lock went aside with the database it replaced
      if (restored.setAside) await rm(join(restored.setAside, LOCK_FILE), { force: true });
    }
    if (existsSync(staging.storage)) restored.imagesSetAside = await replace(storage, staging.storage, now);
    return restored;
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
