import { MessageChannel } from 'node:worker_threads';
import { yieldToBrowser } from './yield-to-browser.ts';

// jsdom has no MessageChannel; Node's behaves as the browser's: a message arrives in a later task
beforeAll(() => {
  globalThis.MessageChannel = MessageChannel as unknown as typeof globalThis.MessageChannel;
});

test('resumes in a later task, after the work already queued behind the caller', async () => {
  const order: string[] = [];
  const resumed = yieldToBrowser().then(() => order.push('resumed'));
  void Promise.resolve().then(() => order.push('queued'));
  await resumed;
  expect(order).toEqual(['queued', 'resumed']);
});
