import { HttpResponse } from 'msw';

/** How a mocked call answers: a status and body, or no answer at all (`'unreachable'`). */
export type Answer = { status: number; body?: object } | 'unreachable';

export function reply(answer: Answer) {
  if (answer === 'unreachable') return HttpResponse.error();
  return answer.body === undefined
    ? new HttpResponse(null, { status: answer.status })
    : HttpResponse.json(answer.body, { status: answer.status });
}

export const ok = (body: object): Answer => ({ status: 200, body });

/** The server's refusal with its own message, `{ status: false, message }`. */
export const refused = (status: number, message: string): Answer => ({ status, body: { status: false, message } });
