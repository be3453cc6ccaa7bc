import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, lockDataDir } from '../data-dir-lock.ts';

/** A backup or restore that cannot be done as asked; its message says why and what to do. */
export class BackupRefused extends Error {}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/**
 * Writes the embedded database in `pgdata` to `file`, a gzipped tarball of the data directory (PGlite's
 * `dumpDataDir`): exact, and restored as it was. Taken while no shop runs on it: the data directory's lock
 * refuses a backup while one does (DataDirInUseError), as a copy of files being written would be torn.
 */
export async function backUpEmbeddedDatabase(pgdata: string, file: string): Promise<void> {
  if (!existsSync(join(pgdata, 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${pgdata} to back up.`);
  if (existsSync(file)) throw new BackupRefused(`${file} exists already: name another file for the backup.`);
  const release = lockDataDir(pgdata);
  try {
    const client = await PGlite.create(pgdata);
    const tarball = await client.dumpDataDir('gzip');
    await client.close();
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx' });
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database in `pgdata` with the backup in `file`. The backup is unpacked and opened beside
 * it first, so a file that is not a backup changes nothing; the database it replaces is kept aside, renamed
 * `pgdata.before-restore-<time>`, never deleted. Refused while a shop runs on `pgdata` (DataDirInUseError).
 */
export async function restoreEmbeddedDatabase(
  pgdata: string,
  file: string,
  now = new Date(),
): Promise<{ setAside: string | undefined }> {
  if (!existsSync(file)) throw new BackupRefused(`There is no backup at ${file}.`);
  const present = existsSync(pgdata);
  const release = present ? lockDataDir(pgdata) : undefined;
  const staging = `${pgdata}.restoring-${stamp(now)}`;
  try {
    const client = await PGlite.create(staging, { loadDataDir: new Blob([await readFile(file)]) });
    await client.query('SELECT 1');
    await client.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    release?.();
    throw new BackupRefused(
      `${file} is not a backup of the embedded database (npm run db:backup makes one): ${(error as Error).message}`,
    );
  }
  // the backup holds the lock of the process that made it
  await rm(join(staging, LOCK_FILE), { force: true });
  const setAside = present ? `${pgdata}.before-restore-${stamp(now)}` : undefined;
  if (setAside) await rename(pgdata, setAside);
  await rename(staging, pgdata);
  // this process's lock went aside with the database it replaced
  if (setAside) await rm(join(setAside, LOCK_FILE), { force: true });
  return { setAside };
}
