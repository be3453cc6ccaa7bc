import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Runs a mail's work (a link and its queued mail) after the answer, so that neither the answer nor its time tells
 * whether the address has an account; closing the app waits for the work still under way.
 */
export function afterTheAnswer(app: FastifyInstance, what: string) {
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(inFlight);
  });
  return (request: FastifyRequest, work: () => Promise<void>) => {
    const running: Promise<void> = work()
      .catch((error: unknown) => request.log.error({ err: error }, `${what}: the link could not be queued`))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };
}
