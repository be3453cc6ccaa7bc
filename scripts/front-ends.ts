import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The shell and every remote folder (`mfe-*`) that has an rspack config. */
export function frontEnds() {
  const remotes = readdirSync(root)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'rspack.config.ts')))
    .sort();
  return ['shell', ...remotes];
}

/** The file a finished build of the package leaves behind (the shell's: its server build, made last). */
export const buildMarker = (pkg: string) =>
  pkg === 'shell'
    ? path.join(root, pkg, 'dist-server', 'render-worker.js')
    : path.join(root, pkg, 'dist', 'mf-manifest.json');
