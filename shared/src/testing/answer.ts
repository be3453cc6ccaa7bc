import { HttpResponse } from 'msw';
import { NOT_THE_API } from 'shared/testing/mocked-answers';

/**
 * How a mocked call answers: a status and body, or no answer at all (`'unreachable'`). The body is one the API
 * gives for that call and status (the test fails otherwise), unless `notTheApi` says it is not on purpose.
 */
export type Answer = { status: number; body?: object; notTheApi?: true } | 'unreachable';

export function reply(answer: Answer) {
  if (answer === 'unreachable') return HttpResponse.error();
  const init = { status: answer.status, ...(answer.notTheApi && { headers: NOT_THE_API }) };
  return answer.body === undefined ? new HttpResponse(null, init) : HttpResponse.json(answer.body, init);
}

export const ok = (body: object): Answer => ({ status: 200, body });

/** What the API answers a call that made something: 201 with `body`. */
export const created = (body: object): Answer => ({ status: 201, body });

/** The server's refusal with its own message, `{ status: false, message }`. */
export const refused = (status: number, message: string): Answer => ({ status, body: { status: false, message } });

/** An answer the API never gives, to see a screen bear it (what a proxy or another server may send). */
export const notTheApi = (status: number, body: object): Answer => ({ status, body, notTheApi: true });
