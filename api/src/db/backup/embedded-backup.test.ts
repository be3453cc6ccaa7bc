import assert from 'node:assert/strict';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { onPostgres } from '../../test/test-shop.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { openDatabase } from '../open-database.ts';
import { serverSecrets } from '../schema.ts';
import { BackupRefused, backUpEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded-backup.ts';

let dir: string;
let pgdata: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hg-backup-'));
  pgdata = join(dir, 'data', 'pgdata');
});
after(() => rm(dir, { recursive: true, force: true }));

/** Runs `work` on the embedded database in `at`, as a shop would, and closes it. */
async function withDatabase<T>(at: string, work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ kind: 'pglite', dataDir: at });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const secrets = (at: string) =>
  withDatabase(at, async (db) =>
    (await db.select().from(serverSecrets)).map(({ name, value }) => `${name}=${value}`).sort(),
  );

describe('backup and restore of the embedded database', { skip: onPostgres && 'runs on the PGlite pass' }, () => {
  const backup = () => join(dir, 'backups', 'shop.tar.gz');

  test('what was backed up comes back, and the database it replaced is kept aside', async () => {
    await withDatabase(pgdata, (db) => db.insert(serverSecrets).values({ name: 'kept', value: 'before' }));
    await backUpEmbeddedDatabase(pgdata, backup());

    await withDatabase(pgdata, async (db) => {
      await db.update(serverSecrets).set({ value: 'after' }).where(eq(serverSecrets.name, 'kept'));
      await db.insert(serverSecrets).values({ name: 'added', value: 'after the backup' });
    });
    const { setAside } = await restoreEmbeddedDatabase(pgdata, backup(), new Date('2026-11-25T10:00:00Z'));

    assert.deepEqual(await secrets(pgdata), ['kept=before']);
    assert.equal(setAside, `${pgdata}.before-restore-2026-11-25T10-00-00-000Z`);
    assert.deepEqual(await secrets(setAside), ['added=after the backup', 'kept=after']);
    assert.deepEqual(
      readdirSync(join(dir, 'data')).sort(),
      ['pgdata', 'pgdata.before-restore-2026-11-25T10-00-00-000Z'],
      'no unpacked backup left behind',
    );
  });

  test('neither runs while a shop holds the database', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgdata });
    try {
      await assert.rejects(backUpEmbeddedDatabase(pgdata, join(dir, 'while-running.tar.gz')), DataDirInUseError);
      await assert.rejects(restoreEmbeddedDatabase(pgdata, backup()), DataDirInUseError);
      assert.equal(existsSync(join(dir, 'while-running.tar.gz')), false);
    } finally {
      await database.close();
    }
  });

  test('a backup never overwrites a file, and a file that is not a backup changes nothing', async () => {
    await assert.rejects(
      backUpEmbeddedDatabase(pgdata, backup()),
      (error) => error instanceof BackupRefused && error.message.includes('exists already'),
    );
    const notABackup = join(dir, 'notes.txt');
    writeFileSync(notABackup, 'not a tarball');
    await assert.rejects(
      restoreEmbeddedDatabase(pgdata, notABackup),
      (error) => error instanceof BackupRefused && error.message.includes('is not a backup of the embedded database'),
    );
    await assert.rejects(
      restoreEmbeddedDatabase(pgdata, join(dir, 'missing.tar.gz')),
      (error) => error instanceof BackupRefused && error.message.startsWith('There is no backup at'),
    );
    assert.deepEqual(await secrets(pgdata), ['kept=before']);
    assert.equal(readdirSync(join(dir, 'data')).length, 2);
  });
});
