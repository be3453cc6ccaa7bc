import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningShop {
  baseURL: string;
  stop(): Promise<void>;
}

/** `npm start` (builds what is missing, then the API serving the whole shop) on a free port with a fresh database. */
export async function startShop(): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healthy-grains-bench-'));
  const { REMOTES_FILE: _remotes, DATABASE_URL: _database, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true, // its own process group: stop() ends npm, tsx and the server
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false)) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the shop did not start on ${baseURL}\n${stderr.slice(-2000)}`);
}
