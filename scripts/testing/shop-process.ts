import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The environment of a shop under test: this process's, minus any remotes map, database, mail or Redis server the developer's shell sets, plus `overrides`. */
export function shopEnv(overrides: Record<string, string>): Record<string, string> {
  const {
    REMOTES_FILE: _remotes,
    DATABASE_URL: _database,
    SMTP_URL: _smtp,
    REDIS_URL: _redis,
    ...inherited
  } = process.env;
  return { ...(inherited as Record<string, string>), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...overrides };
}

export interface ShopProcessOptions {
  /** The program and its arguments, run in the repository root. */
  command: [string, ...string[]];
  /** Another checkout of the repository to run the command in (the bench's baseline). */
  cwd?: string;
  /** Names the shop's temporary folder, which holds its fresh database and is removed when it stops. */
  tempDirPrefix: string;
  /** More settings for the shop; `workDir` is its temporary folder, for any file they point at. */
  env?: (workDir: string) => Record<string, string>;
  startupTimeoutMs: number;
}

export interface ShopProcess {
  baseURL: string;
  /** the command's process: the API itself when the command is `node --import tsx api/src/server.ts` */
  pid: number;
  /** resolves with its exit code (null when a signal ended it) when that process has exited */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts a shop on a free port and resolves once /api/health answers. */
export async function startShopProcess({
  command,
  cwd = repoRoot,
  tempDirPrefix,
  env,
  startupTimeoutMs,
}: ShopProcessOptions): Promise<ShopProcess> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), tempDirPrefix));
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd,
    detached: true, // its own process group, so stop() also ends what the command starts (npm → tsx → node)
    stdio: ['ignore', 'ignore', 'pipe'],
    // SHOP_URL: the links the shop mails lead back to this very shop
    env: shopEnv({ PORT: String(port), SHOP_URL: baseURL, DATA_DIR: path.join(workDir, 'data'), ...env?.(workDir) }),
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { baseURL, pid: child.pid!, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(
    `the shop (${command.join(' ')}) did not start on ${baseURL} (exit code ${child.exitCode})\n${stderr.slice(-2000)}`,
  );
}
