// Stands in for the shell's server build in render-worker-logs.test.ts, a CommonJS module built from ESM (its task
// the default export): it logs while it renders, and once more after it has answered, as a remote's load would.
Object.defineProperty(exports, '__esModule', { value: true });
exports.default = async function render({ url }) {
  console.error(`The page ${url} failed`, new Error(`no remote for ${url}`));
  console.info('rendered %s', url);
  console.debug('a detail below the level');
  setTimeout(() => console.warn(`A load started for ${url} failed`, new Error('late')), 50);
  return { kind: 'browser' };
};
