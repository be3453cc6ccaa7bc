import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// the test runner starts each file's process without --expose-gc; the flag can still be set now, and a new
// context then has `gc` (the main context's globals were made before it was set)
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The bytes of JavaScript objects still reachable, once every collectable one is collected. */
export async function settledHeapBytes(): Promise<number> {
  // twice, with a turn of the event loop between, so that finalizers and weak references settle
  for (let round = 0; round < 2; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  collectGarbage();
  return process.memoryUsage().heapUsed;
}
