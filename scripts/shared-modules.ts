/**
 * The `shared/` modules Module Federation shares (a key ending in `/` covers a folder). Every other `shared/` module
 * holds nothing, and each front end bundles what it uses of it.
 */

/** The address endpoints, injected into the one API slice: no shell code uses them, so a remote that does provides them. */
export const PROVIDED_BY_REMOTES = ['shared/address/geo-api'];

/** The modules that hold state: one instance each in the browser (one store, one API slice, one router). */
export const SHARED_INSTANCES = [
  'shared/store/',
  'shared/api/base-api',
  'shared/api/inject-endpoints',
  'shared/routing',
  ...PROVIDED_BY_REMOTES,
];

/** Stateless, but the shell loads it and nearly every page links with it: the remotes take the shell's copy. */
export const SHARED_FROM_SHELL = ['shared/config/routes'];

export const sharedModuleKeys = [...SHARED_INSTANCES, ...SHARED_FROM_SHELL];

export const isSharedModule = (request: string) =>
  sharedModuleKeys.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
