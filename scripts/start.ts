// `npm start`: builds the front ends that are missing, saying which and how long each took, then starts
// the API server, which migrates and seeds the database and serves the whole shop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../api/src/config.ts';
import { buildMarker, frontEnds, root } from './front-ends.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** False when one failed; its output is shown then, and only then. */
function buildMissingFrontEnds(): boolean {
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

/** The heap's cap the settings give (API_HEAP_MB); none when they are malformed, which the server then reports. */
function heapCap(): string[] {
  try {
    return [`--max-old-space-size=${readConfig().heapMb}`];
  } catch {
    return [];
  }
}

if (buildMissingFrontEnds()) {
  // the server itself, not `npm start -w api`: a SIGTERM must reach it, and each npm and shell in between is a
  // process that can die of the signal without passing it on (the npm scripts `exec` for the same reason)
  const server = spawn(process.execPath, [...heapCap(), '--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => {
    process.exitCode = code ?? 0;
  });
} else {
  process.exitCode = 1;
}
