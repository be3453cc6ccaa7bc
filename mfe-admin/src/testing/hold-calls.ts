import { http } from 'msw';
import { mswServer } from 'shared/testing/msw-server';

/**
 * Holds every `POST api/{path}` until `release()`, so a test sees the screen while its request is in flight; a held
 * call then goes on to the handler served before this one (msw falls through a resolver that returns nothing).
 * `arrived` counts the calls that reached the hold.
 */
export function holdCalls(path: string) {
  const held = { arrived: 0, release: () => {} };
  const released = new Promise<void>((resolve) => {
    held.release = resolve;
  });
  mswServer.use(
    http.post(`*/api/${path}`, async () => {
      held.arrived += 1;
      await released;
    }),
  );
  return held;
}
