import assert from 'node:assert/strict';
import { TOO_MANY_REQUESTS } from '../plugins/rate-limits.ts';

type Answer = { statusCode: number; body: string; json: () => unknown; headers: Record<string, unknown> };

/** How many answers had each status: `{ 401: 10, 429: 30 }`. */
export const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

/**
 * A refusal for too many calls: 429, the envelope with the shop's words, and when to come back (within the limit's
 * window, 10 minutes unless told).
 */
export function assertTooMany(answer: Answer, windowSeconds = 600) {
  assert.equal(answer.statusCode, 429, answer.body);
  assert.deepEqual(answer.json(), { status: false, message: TOO_MANY_REQUESTS });
  const retryAfter = Number(answer.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= windowSeconds, `Retry-After ${String(answer.headers['retry-after'])}`);
}
