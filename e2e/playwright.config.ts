import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

const repoRoot = path.resolve(__dirname, '..');

// Set once in the runner; workers inherit the environment, so they agree on both.
process.env.E2E_PORT ??= '4173';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'healthy-grains-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// The shop under test must not inherit a remotes map from the developer's shell.
const { REMOTES_FILE: _ignored, DATABASE_URL: _alsoIgnored, ...inheritedEnv } = process.env;

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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
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
    env: {
      ...(inheritedEnv as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
});
