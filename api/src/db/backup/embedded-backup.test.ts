import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { aboutEmbeddedDatabase } from '../../test/test-shop.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { openDatabase } from '../open-database.ts';
import { serverSecrets } from '../schema.ts';
import { BackupRefused, backUpEmbeddedDatabase, restoreBackup } from './embedded-backup.ts';

let dir: string;
let dataDir: string;
let pgdata: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hg-backup-'));
  dataDir = join(dir, 'data');
  pgdata = join(dataDir, 'pgdata');
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

describe('backup and restore of the embedded database', { skip: aboutEmbeddedDatabase }, () => {
  const backup = () => join(dir, 'backups', 'shop.tar.gz');

  test('what was backed up comes back, and the database it replaced is kept aside', async () => {
    await withDatabase(pgdata, (db) => db.insert(serverSecrets).values({ name: 'kept', value: 'before' }));
    await backUpEmbeddedDatabase(dataDir, backup());

    await withDatabase(pgdata, async (db) => {
      await db.update(serverSecrets).set({ value: 'after' }).where(eq(serverSecrets.name, 'kept'));
      await db.insert(serverSecrets).values({ name: 'added', value: 'after the backup' });
    });
    const { setAside } = await restoreBackup(dataDir, backup(), { now: new Date('2026-11-25T10:00:00Z') });

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
      await assert.rejects(backUpEmbeddedDatabase(dataDir, join(dir, 'while-running.tar.gz')), DataDirInUseError);
      await assert.rejects(restoreBackup(dataDir, backup()), DataDirInUseError);
      assert.equal(existsSync(join(dir, 'while-running.tar.gz')), false);
    } finally {
      await database.close();
    }
  });

  test('a backup never overwrites a file, and a file that is not a backup changes nothing', async () => {
    await assert.rejects(
      backUpEmbeddedDatabase(dataDir, backup()),
      (error) => error instanceof BackupRefused && error.message.includes('exists already'),
    );
    const notABackup = join(dir, 'notes.txt');
    writeFileSync(notABackup, 'not a tarball');
    await assert.rejects(
      restoreBackup(dataDir, notABackup),
      (error) => error instanceof BackupRefused && error.message.includes('is not a backup of the shop'),
    );
    await assert.rejects(
      restoreBackup(dataDir, join(dir, 'missing.tar.gz')),
      (error) => error instanceof BackupRefused && error.message.startsWith('There is no backup at'),
    );
    assert.deepEqual(await secrets(pgdata), ['kept=before']);
    assert.equal(readdirSync(join(dir, 'data')).length, 2);
  });

  test('the images come back with the database, and those they replace are kept aside', async () => {
    const shop = join(dir, 'with-images');
    const image = (at: string, name: string) => join(shop, at, 'product', '1', name);
    await withDatabase(join(shop, 'pgdata'), (db) => db.insert(serverSecrets).values({ name: 'kept', value: 'v' }));
    mkdirSync(join(shop, 'storage', 'product', '1'), { recursive: true });
    writeFileSync(image('storage', 'backed-up.webp'), 'the backed-up image');
    const file = join(dir, 'backups', 'with-images.tar.gz');
    await backUpEmbeddedDatabase(shop, file);

    rmSync(image('storage', 'backed-up.webp'));
    writeFileSync(image('storage', 'uploaded-after.webp'), 'an image uploaded after the backup');
    const { imagesSetAside } = await restoreBackup(shop, file, { now: new Date('2026-11-25T11:00:00Z') });

    assert.equal(readFileSync(image('storage', 'backed-up.webp'), 'utf8'), 'the backed-up image');
    assert.equal(existsSync(image('storage', 'uploaded-after.webp')), false);
    assert.equal(imagesSetAside, join(shop, 'storage.before-restore-2026-11-25T11-00-00-000Z'));
    assert.equal(existsSync(image('storage.before-restore-2026-11-25T11-00-00-000Z', 'uploaded-after.webp')), true);
    assert.deepEqual(await secrets(join(shop, 'pgdata')), ['kept=v']);
  });

  test("a backup made before backups held the images (PGlite's own dump) still restores", async () => {
    const shop = join(dir, 'older-backup');
    await withDatabase(join(shop, 'pgdata'), (db) => db.insert(serverSecrets).values({ name: 'older', value: 'v' }));
    const client = await PGlite.create(join(shop, 'pgdata'));
    const file = join(dir, 'backups', 'older.tar.gz');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await client.close();
    rmSync(join(shop, 'pgdata'), { recursive: true });

    await restoreBackup(shop, file);

    assert.deepEqual(await secrets(join(shop, 'pgdata')), ['older=v']);
  });
});
