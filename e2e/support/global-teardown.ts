import { rmSync } from 'node:fs';

/** Removes the run's temporary database folder. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('healthy-grains-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
