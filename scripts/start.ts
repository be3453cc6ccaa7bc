// `npm start`: builds the front ends that are missing, then starts the API server,
// which migrates and seeds the database and serves the whole shop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildMarker, frontEnds, root } from './front-ends.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const pkg of frontEnds().filter((name) => !existsSync(buildMarker(name)))) {
  console.log(`Building ${pkg} (not built yet)…`);
  const { status } = spawnSync(npm, ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawn(npm, ['start', '-w', 'api'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
