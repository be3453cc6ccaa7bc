// Renders two pages with logging-render-worker.cjs in a real render thread, at the log level given as the
// argument, and ends once the thread has logged its late lines and the test has read what it needed of them (it
// closes this process's standard input then): render-worker-logs.test.ts reads its standard output.
import { once } from 'node:events';
import { join } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { createPageRenderer } from '../page-renderer.ts';

const urls = ['/first', '/second'];

/** Resolves with each of `messages` once the thread has told it on the `render-with-logs` channel. */
const thread = new BroadcastChannel('render-with-logs');
const told = new Set<string>();
const waiting: { messages: string[]; resolve: () => void }[] = [];
thread.onmessage = ({ data }: { data: string }) => {
  told.add(data);
  for (const wait of waiting) if (wait.messages.every((message) => told.has(message))) wait.resolve();
};
const hear = (...messages: string[]) => new Promise<void>((resolve) => waiting.push({ messages, resolve }));

const loaded = hear('loaded');
const lateLogged = hear(...urls.map((url) => `late ${url}`));
const testDone = once(process.stdin.resume(), 'end');

const renderer = createPageRenderer(join(import.meta.dirname, 'logging-render-worker.cjs'), 1, process.argv[2]!);
if (!renderer) throw new Error('no renderer');
// a busy machine may take longer to start the thread than a render may wait for one
await loaded;
const task = { apiOrigin: 'http://127.0.0.1:9', shopUrl: 'http://shop.example', remotes: {}, shellPage: '' };
for (const [index, url] of urls.entries()) {
  if (!(await renderer.render({ ...task, url }, `request-${index + 1}`))) throw new Error(`${url} was not rendered`);
}
await lateLogged;
thread.close();
// a line the thread logged may still be on its way to standard output: the test has read it once it says so
await testDone;
await renderer.close();
