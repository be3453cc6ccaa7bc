import { expect, test } from '@playwright/test';
import { startShopProcess } from '../../scripts/testing/shop-process.ts';

const groupIsGone = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return false;
  } catch {
    return true;
  }
};

// A supervisor (Docker, systemd, a platform's deploy) signals the process it started: with `npm start`, npm.
test('a SIGTERM sent to `npm start` reaches the server, which shuts down cleanly and leaves no process behind', async () => {
  test.setTimeout(150_000);
  const shop = await startShopProcess({
    command: ['npm', 'start'],
    tempDirPrefix: 'healthy-grains-e2e-npm-start-',
    startupTimeoutMs: 120_000,
  });
  try {
    expect((await fetch(`${shop.baseURL}/api/ready`)).status).toBe(200);
    process.kill(shop.pid, 'SIGTERM');

    expect(await shop.exited).toBe(0);
    await expect
      .poll(
        () =>
          fetch(`${shop.baseURL}/api/health`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 10_000 },
      )
      .toBe('refused');
    await expect.poll(() => groupIsGone(shop.pid), { timeout: 10_000 }).toBe(true);
  } finally {
    await shop.stop();
  }
});
