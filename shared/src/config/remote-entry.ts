/** A remote's entry file, beside its `mf-manifest.json`: its build names it, the shell's browser code loads it. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
