import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type ShopProcess, startShopProcess } from '../../../scripts/testing/shop-process.ts';
import { aboutEmbeddedDatabase } from '../test/test-shop.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hg-lock-'));
});
after(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

const lockFileIn = (dataDir: string) => join(dataDir, 'shop.lock');

describe('one process per data directory', () => {
  test('a second lock on a held directory is refused, naming the directory and the holder', () => {
    const dataDir = join(dir, 'held');
    mkdirSync(dataDir);
    const release = lockDataDir(dataDir);
    assert.throws(
      () => lockDataDir(dataDir),
      (error) =>
        error instanceof DataDirInUseError &&
        error.message.includes(dataDir) &&
        error.message.includes(`pid ${process.pid}`),
    );
    release();
    assert.equal(existsSync(lockFileIn(dataDir)), false, 'the release removes the lock file');
    lockDataDir(dataDir)();
  });

  test('a lock whose process is gone (a crash, a kill -9) is taken over', async () => {
    const dataDir = join(dir, 'crashed');
    mkdirSync(dataDir);
    writeFileSync(lockFileIn(dataDir), JSON.stringify({ pid: await deadPid() }));
    const release = lockDataDir(dataDir);
    assert.equal(JSON.parse(readFileSync(lockFileIn(dataDir), 'utf8')).pid, process.pid);
    release();
  });

  test(
    'a lock naming a pid that came back as another process (a restarted container) is taken over',
    { skip: !existsSync('/proc/self/stat') && 'no /proc on this system' },
    () => {
      const dataDir = join(dir, 'reused-pid');
      mkdirSync(dataDir);
      writeFileSync(lockFileIn(dataDir), JSON.stringify({ pid: process.pid, startTime: '1' }));
      lockDataDir(dataDir)();
    },
  );

  test('an empty or unreadable lock (a power cut while it was written) is taken over', () => {
    const dataDir = join(dir, 'torn');
    mkdirSync(dataDir);
    writeFileSync(lockFileIn(dataDir), '');
    lockDataDir(dataDir)();
  });
});

/** The API as `npm start` ends up running it, so that its pid is the one that holds the data directory. */
const startApi = (dataDir: string) =>
  startShopProcess({
    command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
    tempDirPrefix: 'hg-lock-shop-',
    env: () => ({ DATA_DIR: dataDir }),
    startupTimeoutMs: 60_000,
  });

// Real processes, as two terminals running `npm start` would be; on the PGlite pass only, since the shop
// processes run on PGlite whatever the pass.
describe('two shop processes on one DATA_DIR', { skip: aboutEmbeddedDatabase }, () => {
  let dataDir: string;
  let first: ShopProcess | undefined;
  before(async () => {
    dataDir = join(dir, 'data');
    first = await startApi(dataDir);
  });
  after(async () => {
    await first?.stop();
  });

  test('the second refuses to start, says which directory, which process holds it and what to do', async () => {
    const refusal = await startApi(dataDir).then(
      async (second) => {
        await second.stop();
        return undefined;
      },
      (error: unknown) => error as Error,
    );
    assert.ok(refusal, 'the second process started and served');
    const expected =
      `The database directory ${join(dataDir, 'pgdata')} is in use by another shop process ` +
      `(pid ${first!.pid}). Stop that process first, or set DATA_DIR to another directory for this one.`;
    assert.ok(refusal.message.includes(expected), refusal.message);
    assert.match(refusal.message, /\(exit code 1\)/);
    assert.doesNotMatch(refusal.message, /^\s+at /m, 'a message, not a stack trace');
    assert.equal((await fetch(`${first!.baseURL}/api/health`)).status, 200, 'the first one serves on');
  });

  test('a clean stop (SIGTERM) releases the directory', async () => {
    await first!.stop();
    assert.equal(existsSync(lockFileIn(join(dataDir, 'pgdata'))), false);
  });

  test('the lock a killed process left behind does not block the next start', async () => {
    const lockFile = lockFileIn(join(dataDir, 'pgdata'));
    const killed = await startApi(dataDir);
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    assert.equal(JSON.parse(readFileSync(lockFile, 'utf8')).pid, killed.pid, 'the lock is left behind');

    first = await startApi(dataDir);
    assert.equal(JSON.parse(readFileSync(lockFile, 'utf8')).pid, first.pid);
  });
});
