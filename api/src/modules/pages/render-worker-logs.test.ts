import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

/** What a real render thread wrote, at `logLevel`, as test/render-with-logs.ts runs it. */
function renderThreadOutput(logLevel: string): Promise<{ stdout: string; stderr: string }> {
  const script = join(import.meta.dirname, 'test', 'render-with-logs.ts');
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, logLevel]);
}

type Line = { level: number; time: number; reqId?: string; job?: string; msg: string; err?: Record<string, string> };

test("a render thread's console lines are the API's JSON lines, with the id of the request whose render wrote them", async () => {
  const { stdout } = await renderThreadOutput('info');
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
  assert.deepEqual(await renderThreadOutput('silent'), { stdout: '', stderr: '' });
});
