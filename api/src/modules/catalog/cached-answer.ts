import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * A catalogue object stays the same until the catalogue is read afresh (`invalidateCatalog()` on any API
 * instance), so its answer is encoded through the contract schema (which drops stray fields) and stringified
 * once, not per request.
 */
export function cachedAnswer<Data extends object>(schema: z.ZodType<{ status: true; message?: string; data: Data }>) {
  const answers = new WeakMap<Data, string>();
  return (data: Data): string => {
    let answer = answers.get(data);
    if (answer === undefined) {
      answer = JSON.stringify(schema.encode({ status: true, data }));
      answers.set(data, answer);
    }
    return answer;
  };
}

/** Sends an answer made by `cachedAnswer`; a JSON string goes out as it is, past the route's serializer. */
export const sendCachedAnswer = (reply: FastifyReply, answer: string) =>
  reply.type('application/json; charset=utf-8').send(answer);
