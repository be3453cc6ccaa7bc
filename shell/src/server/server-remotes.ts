import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isAdminOnlyRemote } from '../remotes/register-remotes.ts';
import type { RemotesMap } from '../remotes/remotes-map.ts';

/** How often, at most, the manifests are read again to notice a remote deployed anew at the same address. */
const MANIFEST_CHECK_MS = 2000;

const entries = new Map<string, string>();
/** By manifest address, the manifest the runtime loaded the remote's code from. */
const loadedManifests = new Map<string, string>();
let lastCheck = 0;

registerPlugins([
  {
    name: 'loaded-manifests',
    loadRemoteSnapshot(args) {
      if (args.manifestUrl && args.manifestJson)
        loadedManifests.set(args.manifestUrl, JSON.stringify(args.manifestJson));
      return args;
    },
  },
]);

const register = (name: string, entry: string) => {
  registerRemotes([{ name, entry }], { force: true });
  entries.set(name, entry);
  loadedManifests.delete(entry);
};

/** Registers a remote again at its address, dropping what the runtime kept of it (a failed load). */
export function reregisterRemote(name: string) {
  const entry = entries.get(name);
  if (entry) register(name, entry);
}

/**
 * Compared with the manifest the code was loaded from, not with the previous check: a deploy that lands while the
 * first pages load is noticed too.
 */
async function checkManifest(name: string, entry: string, onChanged: (name: string) => void) {
  try {
    const response = await fetch(entry, { headers: { 'Accept-Encoding': 'identity' } });
    if (!response.ok) return;
    const deployed = JSON.stringify(await response.json());
    const loaded = loadedManifests.get(entry);
    if (loaded !== undefined && loaded !== deployed && entries.get(name) === entry) {
      register(name, entry);
      onChanged(name);
    }
  } catch {
    // an unreachable remote, or one being deployed, shows when its page is loaded
  }
}

/**
 * Registers the shopper remotes of the map (relative addresses resolve on `origin`), anew when an address changed
 * or a remote's manifest did (a redeploy, noticed within a few seconds; the request that notices it still gets the
 * version it had). `onChanged` hears of every remote registered anew, so its loaded pages are dropped.
 */
export function syncRemotes(map: RemotesMap, origin: string, onChanged: (name: string) => void) {
  const wanted = Object.entries(map)
    .filter(([name]) => !isAdminOnlyRemote(name))
    .map(([name, url]) => ({ name, entry: new URL(url, origin).href }));
  for (const { name, entry } of wanted) {
    if (entries.get(name) === entry) continue;
    const known = entries.has(name);
    register(name, entry);
    if (known) onChanged(name);
  }
  if (Date.now() - lastCheck < MANIFEST_CHECK_MS) return;
  lastCheck = Date.now();
  for (const { name, entry } of wanted) void checkManifest(name, entry, onChanged);
}
