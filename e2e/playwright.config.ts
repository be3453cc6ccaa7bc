import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from '../scripts/testing/chromium.ts';
import { ASYNC_UTIL_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../scripts/testing/test-timeouts.cjs';

const chromium = await findChromium();
// Workers load this file too; the runner alone says which browser the run uses.
if (!process.env.TEST_WORKER_INDEX) console.log(chromium.description);

export default defineConfig({
  testDir: './tests',
  // A file's tests run in order on one worker; each worker has shops of its own (support/test.ts), so with
  // E2E_WORKERS files run side by side. One by default: on two busy cores, two workers' shops, each drawing the
  // catalogue's images as it starts, left the home page's first tests past their 30 s.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: ASYNC_UTIL_TIMEOUT_MS },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: ['--headless', ...chromiumFlags] },
  },
  projects: [{ name: 'chromium' }],
});
