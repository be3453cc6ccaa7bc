// Renders two pages with logging-render-worker.cjs in a real render thread, at the log level given as the
// argument, and ends once the thread's late line is written: render-worker-logs.test.ts reads its standard output.
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { createPageRenderer } from '../page-renderer.ts';

const renderer = createPageRenderer(join(import.meta.dirname, 'logging-render-worker.cjs'), 1, process.argv[2]!);
if (!renderer) throw new Error('no renderer');
const task = { apiOrigin: 'http://127.0.0.1:9', shopUrl: 'http://shop.example', remotes: {}, shellPage: '' };
await renderer.render({ ...task, url: '/first' }, 'request-1');
await renderer.render({ ...task, url: '/second' }, 'request-2');
await setTimeout(500);
await renderer.close();
