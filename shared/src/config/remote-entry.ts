/** A remote's entry file, beside its `mf-manifest.json`: its build names it, the shell's browser code loads it. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The global where each remote's entry, once run in a browser, writes its build version by its federation name. */
export const REMOTE_BUILDS_GLOBAL = '__shopRemoteBuilds';

/** The build version of the remote whose entry this browser has run, if it has. */
export const loadedRemoteBuild = (name: string): string | undefined =>
  (globalThis as { [REMOTE_BUILDS_GLOBAL]?: Record<string, string> })[REMOTE_BUILDS_GLOBAL]?.[name];
