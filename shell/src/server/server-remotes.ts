import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isAdminOnlyRemote } from '../remotes/register-remotes.ts';
import type { RemotesMap } from '../remotes/remotes-map.ts';

const entries = new Map<string, string>();
/** By manifest address, the build version of the manifest the runtime loaded the remote's code from. */
const loadedBuilds = new Map<string, string>();

registerPlugins([
  {
    name: 'loaded-builds',
    loadRemoteSnapshot(args) {
      const version = (args.manifestJson as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | undefined)
        ?.metaData?.buildInfo?.buildVersion;
      if (args.manifestUrl && typeof version === 'string') loadedBuilds.set(args.manifestUrl, version);
      return args;
    },
  },
]);

const register = (name: string, entry: string) => {
  registerRemotes([{ name, entry }], { force: true });
  entries.set(name, entry);
  loadedBuilds.delete(entry);
};

/** Registers a remote again at its address, dropping what the runtime kept of it (a failed load). */
export function reregisterRemote(name: string) {
  const entry = entries.get(name);
  if (entry) register(name, entry);
}

/** The build version the remote's code was loaded from; undefined before its first load. */
export function loadedBuild(name: string): string | undefined {
  const entry = entries.get(name);
  return entry === undefined ? undefined : loadedBuilds.get(entry);
}

/**
 * Registers the shopper remotes of the map (relative addresses resolve on `origin`), anew when an address changed
 * or when `deployed` (the builds the API found in the manifests) names another build than the one loaded: a remote
 * redeployed at its address. `onChanged` hears of every remote registered anew, so its loaded pages are dropped.
 */
export function syncRemotes(
  map: RemotesMap,
  origin: string,
  deployed: Readonly<Record<string, string>>,
  onChanged: (name: string) => void,
) {
  for (const [name, url] of Object.entries(map)) {
    if (isAdminOnlyRemote(name)) continue;
    const entry = new URL(url, origin).href;
    const loaded = loadedBuilds.get(entry);
    const redeployed = loaded !== undefined && deployed[name] !== undefined && deployed[name] !== loaded;
    if (entries.get(name) === entry && !redeployed) continue;
    const known = entries.has(name);
    register(name, entry);
    if (known) onChanged(name);
  }
}
