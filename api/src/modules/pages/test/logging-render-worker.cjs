// Stands in for the shell's server build in render-worker-logs.test.ts, a CommonJS module built from ESM (its task
// the default export): it logs while it renders, and once more after it has answered, as a remote's load would.
// It tells test/render-with-logs.ts, on the `render-with-logs` channel, when the thread has loaded it and when a
// render's late line is logged.
function tell(message) {
  const channel = new BroadcastChannel('render-with-logs');
  channel.postMessage(message);
  channel.close();
}

tell('loaded');

Object.defineProperty(exports, '__esModule', { value: true });
exports.default = async function render({ url, startedAt }) {
  // as the shell's render-worker.ts: the render has begun, so its own time limit applies now, not the queue's
  Atomics.store(startedAt, 0, BigInt(Date.now()));
  console.error(`The page ${url} failed`, new Error(`no remote for ${url}`));
  console.info('rendered %s', url);
  console.debug('a detail below the level');
  setImmediate(() => {
    console.warn(`A load started for ${url} failed`, new Error('late'));
    tell(`late ${url}`);
  });
  return { kind: 'browser' };
};
