import fp from 'fastify-plugin';

/** Where a shutdown has got to (shutdown.ts moves it on); the readiness check and every answer read it. */
export type DrainState = {
  /** the server says "not ready" and asks clients to close their connections, but still serves */
  draining: boolean;
  /** the server has stopped taking connections: a request on a connection still open is refused */
  closing: boolean;
};

export const drainState = (): DrainState => ({ draining: false, closing: false });

export const SHUTTING_DOWN = 'The shop is shutting down. Please try again in a moment.';

/**
 * While the server drains, each answer carries `Connection: close`, so clients move to another instance; once it
 * closes, a request that arrives on a connection still open is answered 503 in the error envelope (in place of
 * Fastify's own `return503OnClosing` answer) while the requests already in flight finish.
 */
export const draining = fp<{ state: DrainState }>(
  async (app, { state }) => {
    app.addHook('preClose', async () => {
      state.draining = true;
      state.closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!state.closing) return;
      return reply.code(503).header('retry-after', '5').send({ status: false, message: SHUTTING_DOWN });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (state.draining) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
