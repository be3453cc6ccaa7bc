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
export function serveCall(method: 'get' | 'post', path: string, answer: Answer) {
  const calls: Call[] = [];
  mswServer.use(
    http[method](`*/api/${path}`, async ({ request }) => {
      calls.push({
        url: request.url,
        body: method === 'post' ? await request.json().catch(() => null) : null,
        sessionId: request.headers.get('X-session-id'),
        authorization: request.headers.get('Authorization'),
      });
      return reply(answer);
    }),
  );
  return calls;
}
