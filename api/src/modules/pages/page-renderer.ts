import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { PageRenderJob, PageRenderResult, PageRenderTask } from 'shared/contracts/page-rendering';

/**
 * A render that runs longer is given up and its worker ended (a remote's code stuck in a loop cannot be stopped
 * any other way); the page then renders in the browser. Each region has its own, shorter budget inside the worker.
 */
const RENDER_TIMEOUT_MS = 3000;
/**
 * A render still waiting for a worker after this leaves the queue and its page renders in the browser: a busy pool
 * answers at once rather than keep the visitor waiting, and no worker is ended for a wait that was not its fault.
 */
const QUEUE_WAIT_MS = 1000;
/** Renders waiting for a worker beyond this many are not queued: their pages render in the browser. */
const QUEUE_LIMIT = 64;

/** What a render thread is sent: the shell's job, and the request's id for the thread's log lines. */
export type RenderJob = PageRenderJob & { requestId: string };

const workerEntry = join(import.meta.dirname, 'render-worker-entry.mjs');

export type PageRenderer = {
  /** The rendered page, or undefined when it could not be rendered in time (the browser renders it then). */
  render(task: PageRenderTask, requestId: string): Promise<PageRenderResult | undefined>;
  close(): Promise<void>;
};

/**
 * Renders pages with the shell's server build in worker threads, off the API's event loop. Undefined when the
 * shell has no server build (a development build), so every page renders in the browser. The threads log at
 * `logLevel` (the app's), as JSON lines on standard output like the app's.
 */
export function createPageRenderer(workerFile: string, threads: number, logLevel: string): PageRenderer | undefined {
  if (threads === 0 || !existsSync(workerFile)) return undefined;
  const pool = new Piscina<RenderJob, PageRenderResult>({
    filename: workerEntry,
    workerData: { workerFile, logLevel },
    minThreads: threads,
    maxThreads: threads,
    maxQueue: QUEUE_LIMIT,
    // a worker is a whole React and every remote's server code: it stays, ready, rather than start on demand
    idleTimeout: Number.POSITIVE_INFINITY,
    // a worker goes on between renders (warming up pages, noticing a remote deployed anew): piscina's default
    // Atomics.wait would freeze its event loop until the next render
    atomics: 'disabled',
  });
  return {
    render: (task, requestId) => {
      const startedAt = new BigInt64Array(new SharedArrayBuffer(8));
      const giveUp = new AbortController();
      let timer: NodeJS.Timeout;
      const checkAfter = (ms: number) => {
        timer = setTimeout(() => {
          const started = Number(Atomics.load(startedAt, 0));
          const ranFor = Date.now() - started;
          if (started === 0 || ranFor >= RENDER_TIMEOUT_MS) giveUp.abort();
          else checkAfter(RENDER_TIMEOUT_MS - ranFor);
        }, ms);
      };
      checkAfter(QUEUE_WAIT_MS);
      return pool
        .run({ ...task, startedAt, requestId }, { signal: giveUp.signal })
        .catch(() => undefined)
        .finally(() => clearTimeout(timer));
    },
    close: () => pool.destroy(),
  };
}
