import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../scripts/testing/shop-process.ts';

/** Every worker's shop serves the built front ends: those not built yet are built once, before any shop starts. */
export default function globalSetup() {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-missing-front-ends.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The front ends could not be built: see the output above.');
}
