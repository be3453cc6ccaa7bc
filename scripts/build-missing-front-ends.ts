// Builds the front ends whose build is missing, saying which and how long each took: for `npm start`, and run
// as a command by the browser tests before their shops start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildMarker, frontEnds, root } from './front-ends.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** False when one failed; its output is shown then, and only then. */
export function buildMissingFrontEnds(): boolean {
  const missing = frontEnds().filter((pkg) => !existsSync(buildMarker(pkg)));
  if (missing.length === 0) return true;
  console.log('Building the front ends that are not built yet:');
  const width = Math.max(...missing.map((pkg) => pkg.length));
  const started = performance.now();
  // One at a time: rspack already spreads a build over the cores, and two builds at once measured no faster on two.
  for (const pkg of missing) {
    process.stdout.write(`  ${pkg.padEnd(width)} `);
    const began = performance.now();
    const build = spawnSync(npm, ['run', 'build', '-w', pkg], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) {
      console.log('failed');
      console.error(build.error?.message ?? `${build.stdout}${build.stderr}`);
      return false;
    }
    console.log(seconds(began));
  }
  console.log(`Front ends built in ${seconds(started)}.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = buildMissingFrontEnds() ? 0 : 1;
