import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from 'shared/contracts/envelope';

const bodiless = new Set(['GET', 'HEAD', 'OPTIONS']);
const INPUTS = ['params', 'querystring', 'headers', 'body'] as const;

/** What each refusal means, as the document says it. */
const REFUSALS = {
  400: 'The request breaks a rule of its schema or of the shop: the message says which',
  413: 'The body is larger than this call takes',
  415: 'The body is not JSON, or is compressed',
  429: 'Too many requests from this caller: try again after Retry-After seconds',
  503: 'The database is briefly unreachable or the server is shutting down: try again after Retry-After seconds',
} as const;

/** The refusals a route may answer whatever its handler does, by what the route reads and how it is guarded. */
function commonRefusals(route: RouteOptions): (keyof typeof REFUSALS)[] {
  const schema = route.schema ?? {};
  const refusals: (keyof typeof REFUSALS)[] = [503];
  if (INPUTS.some((input) => schema[input] !== undefined)) refusals.push(400);
  if ([route.method].flat().some((method) => !bodiless.has(method))) refusals.push(413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) refusals.push(429);
  return refusals;
}

/**
 * Lists in each documented route's answers the refusals that come from outside its handler: 400 when its input
 * breaks the schema, 413 and 415 for a body too large or not JSON (plugins/request-bodies.ts), 429 over its rate
 * limit, 503 while the database is unreachable or the server shuts down. A client generated from the document
 * then knows every status it may get. Register it before any route.
 */
export const commonRefusalsInDocs = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    const common = Object.fromEntries(
      commonRefusals(route).map((status) => [status, errorEnvelope.describe(REFUSALS[status])]),
    );
    route.schema!.response = { ...common, ...response };
  });
});
