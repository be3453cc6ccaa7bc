import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { test } from 'node:test';

/**
 * What a real render thread wrote, at `logLevel`, as test/render-with-logs.ts runs it: that script ends once the
 * thread has logged everything and `lines` lines have reached its standard output here.
 */
async function renderThreadOutput(logLevel: string, lines: number): Promise<{ stdout: string; stderr: string }> {
  const script = join(import.meta.dirname, 'test', 'render-with-logs.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, logLevel]);
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const closed = once(child, 'close');
  await new Promise<void>((resolve) => {
    const readEnough = () => {
      if (stdout.split('\n').length > lines) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      readEnough();
    });
    readEnough();
    // a script that failed, or ended without writing them, is reported by the assertions
    void closed.then(() => resolve());
  });
  child.stdin.end();
  const [code] = (await closed) as [number | null];
  assert.equal(code, 0, stderr);
  return { stdout, stderr };
}

type Line = { level: number; time: number; reqId?: string; job?: string; msg: string; err?: Record<string, string> };

test("a render thread's console lines are the API's JSON lines, with the id of the request whose render wrote them", async () => {
  const { stdout } = await renderThreadOutput('info', 6);
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
  const written = (origin: (line: Line) => boolean) =>
    lines.filter(origin).map(({ level, msg, err }) => ({ level, msg, err: err?.message }));

  // the debug line is below the level
  for (const [reqId, url] of [
    ['request-1', '/first'],
    ['request-2', '/second'],
  ]) {
    assert.deepEqual(
      written((line) => line.reqId === reqId),
      [
        { level: 50, msg: `The page ${url} failed`, err: `no remote for ${url}` },
        { level: 30, msg: `rendered ${url}`, err: undefined },
      ],
    );
  }
  // written after their renders answered: the thread's own work
  assert.deepEqual(
    written((line) => line.job === 'page-render' && line.reqId === undefined).sort((a, b) =>
      a.msg.localeCompare(b.msg),
    ),
    ['/first', '/second'].map((url) => ({ level: 40, msg: `A load started for ${url} failed`, err: 'late' })),
  );
  assert.equal(lines.length, 6);

  const failed = lines.find(({ level }) => level === 50);
  assert.ok(failed?.err);
  assert.equal(failed.err.type, 'Error');
  assert.match(failed.err.stack ?? '', /^Error: no remote for \/first\n\s+at /);
  assert.equal(typeof failed.time, 'number');
});

test('a render thread writes nothing when the app does not log', async () => {
  assert.deepEqual(await renderThreadOutput('silent', 0), { stdout: '', stderr: '' });
});
