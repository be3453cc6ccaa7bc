import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from '../scripts/testing/chromium.ts';
import { MANY_SHOPPERS_ON_ONE_ADDRESS } from '../scripts/testing/many-shoppers.ts';
import { repoRoot, shopEnv } from '../scripts/testing/shop-process.ts';

// Set once in the runner; workers inherit the environment, so they agree on both.
process.env.E2E_PORT ??= '4173';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'healthy-grains-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = await findChromium();
// Workers load this file too; the runner alone says which browser the run uses.
if (!process.env.TEST_WORKER_INDEX) console.log(chromium.description);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './support/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: ['--headless', ...chromiumFlags] },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // `npm start` builds any front end whose dist is missing, then serves the whole shop.
    command: 'npm start',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: shopEnv({
      PORT: String(port),
      SHOP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // every browser test checks out from this one address, a few dozen times a run
      ...MANY_SHOPPERS_ON_ONE_ADDRESS,
    }),
  },
});
