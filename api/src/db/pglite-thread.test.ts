import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { aboutEmbeddedDatabase } from '../test/test-shop.ts';
import { isDatabaseUnreachable } from './database-unreachable.ts';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';

let thread: PgliteThread;
let pool: pg.Pool;
const restarts = new EventEmitter<{ restart: [string] }>();
const restartReasons: string[] = [];
restarts.on('restart', (reason) => restartReasons.push(reason));

describe('the embedded database on a thread of its own', { skip: aboutEmbeddedDatabase }, () => {
  before(async () => {
    thread = await startPgliteThread({ onRestart: (reason) => restarts.emit('restart', reason) });
    pool = new pg.Pool({ host: thread.socketDir, user: 'postgres', database: 'postgres', max: 1 });
    pool.on('error', () => undefined);
  });
  after(async () => {
    await pool.end();
    await thread.close();
  });

  test('PGlite answers over its socket, with a failed statement answered as an error and the next one as usual', async () => {
    assert.deepEqual((await pool.query<{ answer: number }>('SELECT 6 * 7 AS answer')).rows, [{ answer: 42 }]);
    await assert.rejects(pool.query('SELECT * FROM no_such_table'), { code: '42P01' });
    await pool.query('CREATE TABLE orders (id serial PRIMARY KEY)');
    assert.equal((await pool.query('INSERT INTO orders DEFAULT VALUES RETURNING id')).rowCount, 1);
  });

  test('a transaction abandoned by a client that went away is rolled back, and the thread serves the next one', async () => {
    await pool.end();
    const client = new pg.Client({ host: thread.socketDir, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('BEGIN');
    await client.query('CREATE TABLE abandoned (id int)');
    await client.end();
    pool = new pg.Pool({ host: thread.socketDir, user: 'postgres', database: 'postgres', max: 1 });
    pool.on('error', () => undefined);
    const { rows } = await pool.query("SELECT to_regclass('abandoned') AS found");
    assert.deepEqual(rows, [{ found: null }]);
  });

  test('a thread that ended is replaced: the query it held fails as unreachable (503), and later ones succeed', async () => {
    const restarted = once(restarts, 'restart');
    // the pool hands the query its connection, which sends it at once; the crash ends it long before it would end
    const sent = once(pool, 'acquire');
    const inFlight = pool.query('SELECT pg_sleep(60)').then(
      () => undefined,
      (error: unknown) => error,
    );
    await sent;
    await thread.crash();
    const [reason] = (await restarted) as [string];
    assert.match(reason, /the database thread ended/);
    const failure = await inFlight;
    assert.ok(isDatabaseUnreachable(failure), `not taken for an outage: ${String(failure)}`);
    // a new PGlite takes a second or so to start, longer on a busy machine
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        assert.deepEqual((await pool.query('SELECT 1 AS one')).rows, [{ one: 1 }]);
        break;
      } catch (error) {
        assert.ok(isDatabaseUnreachable(error), `while restarting, not taken for an outage: ${String(error)}`);
        assert.ok(Date.now() < deadline, `the new thread did not answer within 60 s: ${restartReasons.join('; ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  test('a database in a directory syncs each commit to the disk: fsync on, the WAL synced by fsync()', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hg-pglite-durable-'));
    const onDisk = await startPgliteThread({ dataDir });
    const client = new pg.Client({ host: onDisk.socketDir, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      const { rows } = await client.query(
        "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS wal_sync_method",
      );
      assert.deepEqual(rows, [{ fsync: 'on', wal_sync_method: 'fsync' }]);
      await client.query('CREATE TABLE orders (id serial PRIMARY KEY)');
      await client.query('INSERT INTO orders DEFAULT VALUES');
    } finally {
      await client.end();
      await onDisk.close();
    }
    const reopened = await startPgliteThread({ dataDir });
    const again = new pg.Client({ host: reopened.socketDir, user: 'postgres', database: 'postgres' });
    try {
      await again.connect();
      assert.deepEqual((await again.query('SELECT count(*)::int AS orders FROM orders')).rows, [{ orders: 1 }]);
    } finally {
      await again.end();
      await reopened.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
