import { http } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { reply, type Answer } from 'shared/testing/answer';

export interface Call {
  url: string;
  body: unknown;
  sessionId: string | null;
  authorization: string | null;
}

/** `METHOD api/{path}` answers `answer`; returns what it was sent. */
export function serveCall(method: 'get' | 'post' | 'put', path: string, answer: Answer) {
  const calls: Call[] = [];
  mswServer.use(
    http[method](`*/api/${path}`, async ({ request }) => {
      calls.push({
        url: request.url,
        body: method === 'get' ? null : await request.json().catch(() => null),
        sessionId: request.headers.get('X-session-id'),
        authorization: request.headers.get('Authorization'),
      });
      return reply(answer);
    }),
  );
  return calls;
}

export const pathOf = (call: Call) => new URL(call.url).pathname;

export const bodiesOf = (calls: readonly Call[]) => calls.map(({ body }) => body);

/** `METHOD api/{path}` holds every request until `release(answer)`: what a screen shows while it waits. */
export function serveHeldCall(method: 'get' | 'post' | 'put', path: string) {
  let release: (answer: Answer) => void = () => undefined;
  const held = new Promise<Answer>((resolve) => (release = resolve));
  const calls: Call[] = [];
  mswServer.use(
    http[method](`*/api/${path}`, async ({ request }) => {
      calls.push({
        url: request.url,
        body: method === 'get' ? null : await request.json().catch(() => null),
        sessionId: request.headers.get('X-session-id'),
        authorization: request.headers.get('Authorization'),
      });
      return reply(await held);
    }),
  );
  return { calls, release };
}
