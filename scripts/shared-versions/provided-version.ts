import type { FederationManifest } from './read-manifest.ts';

/** The package a share key belongs to: `react/jsx-runtime` → `react`, `@reduxjs/toolkit/query/react` → `@reduxjs/toolkit`, `shared/ui/price.tsx` → `shared`. */
export const packageOf = (shareKey: string) => {
  const [first = '', second = ''] = shareKey.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/**
 * The version the shell provides for a share key: its own entry for that key; else the prefix entry
 * that covers it (`shared/` covers `shared/ui/price.tsx`); else its entry for the same package, because
 * a subpath the shell does not share itself still runs beside the shell's copy of the package.
 */
export function providedVersion(shell: FederationManifest, shareKey: string): string | undefined {
  const exact = shell.shared.find((entry) => entry.name === shareKey);
  const prefix = shell.shared
    .filter((entry) => entry.name.endsWith('/') && shareKey.startsWith(entry.name))
    .sort((a, b) => b.name.length - a.name.length)[0];
  const samePackage = shell.shared.find((entry) => packageOf(entry.name) === packageOf(shareKey));
  return (exact ?? prefix ?? samePackage)?.version;
}
