import { satisfy } from '@module-federation/enhanced/runtime';
import { packageOf, providedVersion } from './provided-version.ts';
import type { FederationManifest } from './read-manifest.ts';

export interface RemoteCheck {
  ok: boolean;
  /** One line when every singleton matches; otherwise one per package and range the shell does not provide. */
  lines: string[];
}

/** The remote's name as its team knows it: the package that was built (`mfe-catalog`), else its federation name. */
export const remoteName = (remote: FederationManifest) => remote.metaData?.buildInfo?.buildName ?? remote.name;

/**
 * Compares every shared singleton a remote's build needs with the version the shell provides. `satisfy` is
 * the federation runtime's own range check: where it fails, the browser warns and gives the remote the shell's
 * copy anyway, so the remote runs against a version it was not built for.
 */
export function checkRemote(shell: FederationManifest, remote: FederationManifest): RemoteCheck {
  const name = remoteName(remote);
  const singletons = remote.shared.filter((entry) => entry.singleton);
  const problems = new Set<string>();
  for (const entry of singletons) {
    if (!entry.requiredVersion) continue;
    const pkg = packageOf(entry.name);
    const provided = providedVersion(shell, entry.name);
    if (provided === undefined) {
      problems.add(`${name} needs ${pkg} ${entry.requiredVersion}, the shell does not provide ${pkg}`);
    } else if (!satisfy(provided, entry.requiredVersion)) {
      problems.add(`${name} needs ${pkg} ${entry.requiredVersion}, the shell provides ${provided}`);
    }
  }
  if (problems.size > 0) return { ok: false, lines: [...problems] };
  const packages = new Set(singletons.map((entry) => packageOf(entry.name))).size;
  return {
    ok: true,
    lines: [`${name}: ${singletons.length} shared singletons (${packages} packages) match the shell`],
  };
}
