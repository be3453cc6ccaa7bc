import type { FastifyBodyParser, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { ShopError } from '../shop-error.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from '../request-bodies/json-depth.ts';
import { largestPayloadBytes } from '../request-bodies/largest-payload.ts';

/**
 * The body limit of a route that says nothing of its size: no body schema, or one without a bound (a free
 * list). The largest such body of the shop's is a payment provider's event, a few KB.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

const KILOBYTE = 1024;

/** A route's largest valid body, plus a quarter and a kilobyte for spaces and a client's extra fields, in whole KB. */
export function bodyLimitOf(body: z.ZodType): number {
  const largest = largestPayloadBytes(body);
  if (!Number.isFinite(largest)) return DEFAULT_BODY_LIMIT_BYTES;
  return Math.ceil((largest * 1.25 + KILOBYTE) / KILOBYTE) * KILOBYTE;
}

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * What a request body may cost before a route sees it. Each route takes a body up to its own largest valid
 * payload (a route may set `bodyLimit` itself), JSON nested deeper than any payload of the shop's is refused
 * before it is parsed, and a compressed body is refused by `@fastify/compress` (app.ts). Register it before
 * any route: it sets each route's limit as the route is added.
 */
export const requestBodies = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const body: unknown = route.schema?.body;
    if (route.bodyLimit === undefined && isZodSchema(body)) route.bodyLimit = bodyLimitOf(body);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  const guardedJson: FastifyBodyParser<string> = (request, text, done) => {
    if (!nestsDeeperThan(text, MAX_JSON_DEPTH)) return parseJson(request, text, done);
    done(new ShopError(400, TOO_DEEP), undefined);
    return undefined;
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, guardedJson);
});
