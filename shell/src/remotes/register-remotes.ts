import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ENTRY_FILE } from 'shared/config/remote-entry';
import type { RemotesMap } from './remotes-map.ts';

/** Loaded only for a signed-in admin, so a shopper's browser never downloads admin code. */
const ADMIN_ONLY_REMOTES = new Set(['mfe_admin']);

let remotesMap: RemotesMap = {};

/**
 * The browser loads a remote's entry straight from beside its manifest, where every remote's build puts it
 * (`remoteConfig` in rspack.base.ts): one request fewer before a page's code, and no manifest code in the shell.
 * The server, which needs the manifest's server entry, reads the manifest itself.
 */
const entryOf = (manifestUrl: string) => new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, location.href)).href;

const toRemote = (name: string) => ({ name, entry: entryOf(remotesMap[name]!) });

/** Registers every remote a shopper may need; the admin remote waits for `registerAdminRemote`. */
export function registerShopperRemotes(map: RemotesMap) {
  remotesMap = map;
  const names = Object.keys(map).filter((name) => !ADMIN_ONLY_REMOTES.has(name));
  registerRemotes(names.map(toRemote));
}

let adminRegistered = false;

/** Registers the admin remote, once; the page loader calls it for an admin page (the shell's guard let it through). */
export function registerAdminRemote() {
  if (adminRegistered) return;
  adminRegistered = true;
  const names = [...ADMIN_ONLY_REMOTES].filter((name) => name in remotesMap);
  registerRemotes(names.map(toRemote));
}

export const isAdminOnlyRemote = (name: string) => ADMIN_ONLY_REMOTES.has(name);

export const isRegistered = (name: string) => name in remotesMap;

/** Forgets a remote's failed load so the next `loadRemote` fetches its entry again. */
export function resetRemote(name: string) {
  if (isRegistered(name)) registerRemotes([toRemote(name)], { force: true });
}
