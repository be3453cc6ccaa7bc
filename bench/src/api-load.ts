import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/testing/free-port.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const CONNECTIONS = 50;
const SECONDS = 5;

function run(url: string, duration: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

/** A short warm-up, then the measured run. */
export async function loadTest(url: string): Promise<LoadResult> {
  await run(url, 1);
  return run(url, SECONDS);
}

/** The reference: a bare Fastify JSON route (reference-server.ts) on another port, in a child process. */
export async function startReferenceServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('./reference-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/reference`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const loadSettings = { connections: CONNECTIONS, seconds: SECONDS };
