import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { repoRoot, shopEnv } from '../../../../scripts/testing/shop-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hg-sandbox-start-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the real server as `npm start` does, with these payment settings, and answers what it wrote on standard
 * error once `enough` is there (then it is stopped) or once it exited, with its exit code.
 */
async function startServer(settings: Record<string, string>, enough: string) {
  const {
    PAYMENT_PROVIDER: _provider,
    NODE_ENV: _environment,
    ...inherited
  } = shopEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    RENDER_THREADS: '0',
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...inherited, ...settings },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.includes(enough)) server.kill('SIGTERM');
  });
  const code = await exited;
  return { stderr, code };
}

test('with NODE_ENV=production and no PAYMENT_PROVIDER the shop refuses to start, naming the setting', async () => {
  const { stderr, code } = await startServer({ NODE_ENV: 'production' }, 'never printed');
  assert.equal(code, 1);
  assert.match(stderr, /PAYMENT_PROVIDER must be set when NODE_ENV=production/);
  assert.doesNotMatch(stderr, /PAYMENT SANDBOX/);
});

test('a misspelt production (NODE_ENV=Production or prod) refuses to start instead of running the sandbox', async () => {
  for (const value of ['Production', 'prod']) {
    const { stderr, code } = await startServer({ NODE_ENV: value }, 'never printed');
    assert.equal(code, 1, value);
    assert.match(stderr, /Invalid environment setting\. NODE_ENV: must be development, test or production/, value);
    assert.doesNotMatch(stderr, /PAYMENT SANDBOX/, value);
  }
});

test('a start with the sandbox, by default or chosen in production, says loudly that payments are not real', async () => {
  const starts: Record<string, string>[] = [{}, { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }];
  for (const settings of starts) {
    const { stderr } = await startServer(settings, 'take real payments');
    assert.match(stderr, /PAYMENT SANDBOX: payments are not real\./, JSON.stringify(settings));
    assert.match(stderr, /any shopper can mark an order Paid/);
  }
});
