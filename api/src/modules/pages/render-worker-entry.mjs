// A render thread's entry (page-renderer.ts starts it), around the shell's server build, which logs with `console`
// as it does in the browser: here its lines become the API's JSON log lines, each carrying the request id of the
// render that wrote it. Plain JavaScript: a TypeScript worker fails under `node --import tsx --test`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { format, types } from 'node:util';
import { workerData } from 'piscina';
import pino from 'pino';

/** @type {{ workerFile: string, logLevel: string }} */
const { workerFile, logLevel } = workerData;

// an app built without a logger (in tests) has no level: its threads log nothing either
const log = pino({ level: logLevel ?? 'silent' }, pino.destination(1));

/** @type {AsyncLocalStorage<{ reqId: string, done: boolean }>} */
const renders = new AsyncLocalStorage();

/** A console call as a log line: the first Error goes to `err`, the rest is the message, as `console` formats it. */
function write(level, args) {
  if (!log.isLevelEnabled(level)) return;
  const render = renders.getStore();
  // what a render started and goes on after it answered (a remote's load it gave up waiting for, the warm-up of
  // other pages) is the thread's own work, not that request's: later renders share its result
  const origin = render && !render.done ? { reqId: render.reqId } : { job: 'page-render' };
  const err = args.find((arg) => types.isNativeError(arg));
  const rest = args.filter((arg) => arg !== err);
  log[level]({ ...origin, ...(err && { err }) }, rest.length > 0 ? format(...rest) : undefined);
}

const levels = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' };
for (const [method, level] of Object.entries(levels)) console[method] = (...args) => write(level, args);

// the shell's server build is CommonJS, its task the default export
const renderInWorker = createRequire(import.meta.url)(workerFile).default;

/** @param {import('./page-renderer.ts').RenderJob} job */
export default async function render({ requestId, ...job }) {
  const context = { reqId: requestId, done: false };
  try {
    return await renders.run(context, () => renderInWorker(job));
  } finally {
    context.done = true;
  }
}
