import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from './remotes-map.ts';

/** Loaded only for a signed-in admin, so a shopper's browser never downloads admin code. */
const ADMIN_ONLY_REMOTES = new Set(['mfe_admin']);

let remotesMap: RemotesMap = {};

const toRemote = (name: string) => ({ name, entry: new URL(remotesMap[name]!, location.href).href });

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

/** Forgets a remote's failed load so the next `loadRemote` fetches its manifest again. */
export function resetRemote(name: string) {
  if (isRegistered(name)) registerRemotes([toRemote(name)], { force: true });
}
