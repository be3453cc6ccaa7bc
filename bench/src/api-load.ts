import autocannon, { type Options, type Result } from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/testing/free-port.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** requests answered */
  requests: number;
}

const CONNECTIONS = 50;
const SECONDS = 5;

export const asLoadResult = (result: Result, byAmount: boolean): LoadResult => ({
  // With `amount` the run ends early; its rate is what was done over the time it took.
  requestsPerSecond: byAmount ? result.requests.total / result.duration : result.requests.average,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  requests: result.requests.total,
});

/** One autocannon run at the bench's 50 connections. */
export function runLoad(options: Omit<Options, 'connections'>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve(asLoadResult(result, Boolean(options.amount)));
    });
  });
}

/**
 * An autocannon run of its own settings that goes on until `until` settles, in a process of its own: it measures
 * another client than the load beside it, and sharing that load's event loop would add the load generator's own
 * delays to its figures (a read's p99 about doubled so).
 */
export function runLoadUntil(options: Options, until: Promise<unknown>): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./load-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  child.send(options);
  void until.finally(() => child.send('stop'));
  return new Promise((resolve, reject) => {
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('exit', (code) => reject(new Error(`the load process exited (${code}) before its figures`)));
  });
}

/** A short warm-up, then the measured run. */
export async function loadTest(url: string): Promise<LoadResult> {
  await runLoad({ url, duration: 1 });
  return runLoad({ url, duration: SECONDS });
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
