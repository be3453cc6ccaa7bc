// `npm start`: builds the front ends that are missing, saying which and how long each took, then starts
// the API server, which migrates and seeds the database and serves the whole shop.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readConfig } from '../api/src/config.ts';
import { buildMissingFrontEnds } from './build-missing-front-ends.ts';
import { root } from './front-ends.ts';

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
