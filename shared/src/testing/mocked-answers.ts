import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { apiAnswers } from 'shared/contracts/api-answers';
import { errorEnvelope } from 'shared/contracts/envelope';
import { mswServer } from 'shared/testing/msw-server';

type Answers = Partial<Record<number, z.ZodType>>;

/**
 * The headers of an answer the API never gives, mocked on purpose to see a screen bear it: what a proxy, another
 * server of the published contract or a garbled body may send. The check lets such an answer be.
 */
export const NOT_THE_API = { 'X-Test-Not-The-Api': 'on purpose' };

const calls = Object.entries(apiAnswers).map(([call, answers]: [string, Answers]) => {
  const [method, path] = call.split(' ') as [string, string];
  const segments = path.split('/');
  return { call, method, segments, params: segments.filter((segment) => segment.startsWith(':')).length, answers };
});

/** The API's call a request makes: the route whose path fits, one with fewer parameters first, as the API picks. */
function callOf(method: string, pathname: string) {
  const segments = pathname.split('/');
  return calls
    .filter(
      (call) =>
        call.method === method &&
        call.segments.length === segments.length &&
        call.segments.every((segment, index) =>
          segment.startsWith(':') ? segments[index] !== '' : segment === segments[index],
        ),
    )
    .sort((a, b) => a.params - b.params)[0];
}

/** The paths of `mocked` that `sent`, the answer as the API would send it, does not have. */
function leftOut(mocked: unknown, sent: unknown, path = ''): string[] {
  if (typeof mocked !== 'object' || mocked === null || typeof sent !== 'object' || sent === null) {
    return isDeepStrictEqual(mocked, sent) ? [] : [path || '(the body)'];
  }
  const keys = new Set([...Object.keys(mocked), ...Object.keys(sent)]);
  return [...keys].flatMap((key) =>
    leftOut((mocked as Record<string, unknown>)[key], (sent as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

/**
 * What is wrong with a mocked answer to `METHOD url`, measured by the schemas the API checks its own answers with
 * (shared/src/contracts/api-answers.ts); undefined when the API could have answered it. A refusal without a JSON
 * body is let be: a proxy or a server that is down answers so in the API's place.
 */
export function mockedAnswerFault(
  method: string,
  url: string,
  { status, contentType, text }: { status: number; contentType: string | null; text: string },
): string | undefined {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/')) return undefined;
  const call = callOf(method, pathname);
  if (!call) return `${method} ${pathname} is not a call of shared/src/contracts/api-answers.ts`;
  const schema = call.answers[status] ?? (status >= 400 ? errorEnvelope : undefined);
  if (!schema) return `${call.call} answers ${Object.keys(call.answers).join(' or ')}, never ${status}`;
  if (!contentType?.includes('application/json')) {
    return status >= 400 ? undefined : `${call.call} answers ${status} with a JSON body`;
  }
  const mocked: unknown = JSON.parse(text);
  const checked = z.safeEncode(schema, mocked);
  if (!checked.success) return `${call.call} ${status}: ${z.prettifyError(checked.error)}`;
  // the API sends what its schema names, and nothing else
  const fields = leftOut(mocked, JSON.parse(JSON.stringify(checked.data)));
  return fields.length > 0 ? `${call.call} ${status}: the API never sends ${fields.join(', ')}` : undefined;
}

/**
 * Checks every answer the request mock gives, and fails the test that had one the API could not have given: a mock
 * that drifted from the server would let a screen pass on an answer it never gets.
 */
export function checkMockedAnswers() {
  const faults: Promise<string | undefined>[] = [];
  mswServer.events.on('response:mocked', ({ request, response }) => {
    if (response.headers.has('X-Test-Not-The-Api')) return;
    const answer = response.clone();
    faults.push(
      answer.text().then((text) =>
        mockedAnswerFault(request.method, request.url, {
          status: answer.status,
          contentType: answer.headers.get('Content-Type'),
          text,
        }),
      ),
    );
  });
  return async function assertAnswersTheApiGives() {
    const found = (await Promise.all(faults.splice(0))).filter((fault) => fault !== undefined);
    if (found.length > 0) throw new Error(`The request mock answered as the API never does:\n${found.join('\n')}`);
  };
}
