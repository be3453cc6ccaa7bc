import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { checkout, sessionWithCart } from '../../test/shop-builders.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { aboutEmbeddedDatabase, type TestShop } from '../../test/test-shop.ts';
import { eventually } from '../../test/eventually.ts';
import { openDatabase } from '../open-database.ts';
import { orderItems, orders, serverSecrets } from '../schema.ts';
import { renderMissingCatalogImages } from '../seed/catalog-images.ts';
import { seedCatalog } from '../seed/seed-catalog.ts';
import { seedCoupons } from '../seed/seed-coupons.ts';
import { seedGeography } from '../seed/seed-geography.ts';
import { askShopForBackup } from './backup-requests.ts';
import { BackupRefused, restoreBackup } from './embedded-backup.ts';
import { type ShopBackups, startShopBackups } from './shop-backups.ts';

const backupCommand = join(import.meta.dirname, 'backup-command.ts');
const SHOPPERS = 3;

/** Every file under `dir`, by its path inside it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
    .sort();

/** Opens the database of a restored data directory, runs `read` on it, and closes it. */
async function inRestored<T>(dataDir: string, read: (db: TestShop['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

describe('a backup taken while the shop serves', { skip: aboutEmbeddedDatabase }, () => {
  let dir: string;
  let dataDir: string;
  let shop: TestShop;
  let backups: ShopBackups;
  let images: string[];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hg-online-backup-'));
    dataDir = join(dir, 'data');
    const storageDir = join(dataDir, 'storage');
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await seedCatalog(database.db);
    await seedCoupons(database.db);
    await seedGeography(database.db);
    await renderMissingCatalogImages(database.db, storageDir);
    images = filesUnder(storageDir);
    const app = await buildApp({ db: database.db, storageDir, rateLimits: roomyRateLimits });
    backups = await startShopBackups({
      dataDir,
      snapshot: database.snapshot!,
      settings: { dir: join(dir, 'backups'), intervalMs: undefined, keep: 7 },
      log: app.log,
    });
    shop = {
      app,
      db: database.db,
      database,
      storageDir,
      close: async () => {
        await backups.close();
        await app.close();
        await database.close();
      },
    };
  });
  after(async () => {
    await shop.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('holds every order acknowledged before it began, whole, and the images, while checkouts go on', async () => {
    const acknowledged: { id: number; at: number }[] = [];
    const refused: string[] = [];
    let shopping = true;
    const shopper = async () => {
      while (shopping) {
        const { sessionId } = await sessionWithCart(shop);
        const placed = await checkout(shop, sessionId);
        if (placed.statusCode !== 200) refused.push(`${placed.statusCode} at ${Math.round(performance.now())} ms`);
        else acknowledged.push({ id: placed.json().data.id, at: performance.now() });
      }
    };
    const shoppers = Array.from({ length: SHOPPERS }, shopper);
    await eventually(() => assert.ok(acknowledged.length >= 6, `${acknowledged.length} orders so far`), 120_000);

    const file = join(dir, 'under-load.tar.gz');
    const began = performance.now();
    const beforeIt = acknowledged.map(({ id }) => id);
    // the operator's command, in a process of its own: it finds the data directory held and asks this shop
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', backupCommand, file], {
      // eslint-disable-next-line no-restricted-properties -- the command's settings: this test's, on its data directory
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const ended = performance.now();
    shopping = false;
    await Promise.all(shoppers);

    console.log(`# backup from ${Math.round(began)} to ${Math.round(ended)} ms`);
    assert.deepEqual(refused, [], 'checkouts refused');
    assert.match(stdout, new RegExp(`backed up its database and images to ${file}`));
    const duringIt = acknowledged.filter(({ at }) => at > began && at < ended);
    assert.ok(duringIt.length > 0, 'no checkout was answered while the backup was taken');
    console.log(
      `# ${SHOPPERS} shoppers: ${beforeIt.length} orders before the backup, ${duringIt.length} during its ${Math.round(ended - began)} ms (the command's start included)`,
    );

    const fresh = join(dir, 'restored');
    await restoreBackup(fresh, file);
    const restored = await inRestored(fresh, (db) =>
      db
        .select({ id: orders.id, lines: count(orderItems.id) })
        .from(orders)
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .groupBy(orders.id),
    );
    const restoredIds = new Set(restored.map(({ id }) => id));
    assert.deepEqual(
      beforeIt.filter((id) => !restoredIds.has(id)),
      [],
      'acknowledged orders missing from the backup',
    );
    assert.deepEqual(
      restored.filter(({ lines }) => lines === 0),
      [],
      'orders without their lines',
    );
    assert.deepEqual(filesUnder(join(fresh, 'storage')), images);
    const [first] = images;
    assert.ok(first);
    assert.deepEqual(readFileSync(join(fresh, 'storage', first)), readFileSync(join(shop.storageDir, first)));
  });

  test('leaves out a transaction still open when the database is read', async () => {
    const file = join(dir, 'open-transaction.tar.gz');
    await shop.db.insert(serverSecrets).values({ name: 'committed before', value: 'v' });
    await shop.db.transaction(async (tx) => {
      await tx.insert(serverSecrets).values({ name: 'open during the backup', value: 'v' });
      await tx.update(orders).set({ orderNotes: 'half-done' });
      await backups.backUp(file);
    });

    const fresh = join(dir, 'restored-open-transaction');
    await restoreBackup(fresh, file);
    const [secrets, halfDone] = await inRestored(fresh, async (db) => [
      (await db.select({ name: serverSecrets.name }).from(serverSecrets)).map(({ name }) => name),
      await db.$count(orders, eq(orders.orderNotes, 'half-done')),
    ]);
    assert.ok(secrets.includes('committed before'));
    assert.ok(!secrets.includes('open during the backup'));
    assert.equal(halfDone, 0);
  });

  test('a backup request names an absolute file that does not exist yet', async () => {
    const file = join(dir, 'under-load.tar.gz');
    await assert.rejects(
      askShopForBackup(join(dataDir, 'pgdata'), file),
      (error) => error instanceof BackupRefused && error.message.includes(`${file} exists already`),
    );
    await assert.rejects(
      askShopForBackup(join(dataDir, 'pgdata'), 'relative.tar.gz'),
      (error) => error instanceof BackupRefused && error.message.includes('must be an absolute path'),
    );
    assert.equal(existsSync(join(dataDir, 'pgdata', 'relative.tar.gz')), false);
  });

  test('on a schedule, keeping the newest few', async () => {
    const scheduledDir = join(dir, 'scheduled');
    const made = new Set<string>();
    const scheduledBackups = await startShopBackups({
      dataDir,
      snapshot: shop.database.snapshot!,
      settings: { dir: scheduledDir, intervalMs: 100, keep: 2 },
      log: shop.app.log,
    });
    try {
      await eventually(() => {
        for (const name of readdirSync(scheduledDir).filter((name) => name.endsWith('.tar.gz'))) made.add(name);
        assert.ok(made.size >= 3, `${made.size} scheduled backups so far`);
      }, 120_000);
    } finally {
      await scheduledBackups.close();
    }
    const kept = readdirSync(scheduledDir).sort();
    assert.equal(kept.length, 2);
    assert.deepEqual(kept, [...made].sort().slice(-2));
  });
});
