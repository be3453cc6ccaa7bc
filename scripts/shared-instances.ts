/**
 * The `shared/` modules that hold state, which Module Federation shares so the browser has one of each (one store,
 * one API slice, one router). A key ending in `/` covers a folder. The other `shared/` modules hold nothing: each
 * front end bundles what it uses of them.
 */

/** Those the shell itself uses, so it always provides them: a remote carries no copy. */
export const SHELL_SHARED_INSTANCES = ['shared/store/', 'shared/api/base-api', 'shared/routing'];

/** The address endpoints, injected into the one API slice; no shell code uses them, so a remote that does provides them. */
export const GEO_API = 'shared/address/geo-api';

export const isSharedInstance = (request: string) =>
  [...SHELL_SHARED_INSTANCES, GEO_API].some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
