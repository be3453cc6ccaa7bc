import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../../config.ts';
import type { CallCounters } from '../../plugins/call-counters.ts';
import { RetryLaterError } from '../../retry-later-error.ts';

/** Whether the server may search for this visitor's page, or leaves the search to the browser's own limited call. */
export type SearchPageLimit = (request: FastifyRequest) => Promise<boolean>;

/**
 * The product search's per-address limit, for the pages whose render searches (the product list with words in
 * `q`): the render calls the API from this host, which the search limit does not count, so the page counts the
 * visitor instead. Past the limit the page is the browser's to render, whose search call meets the limit itself.
 */
export function searchPageLimit(counters: CallCounters, limit: RateLimit): SearchPageLimit {
  const searchPages = counters.counter('search-page', limit);
  return async (request) => {
    const words = new URL(request.url, 'http://page').searchParams.get('q')?.trim();
    if (!words) return true;
    try {
      await counters.count([[searchPages, request.ip]]);
      return true;
    } catch (error) {
      if (error instanceof RetryLaterError) return false;
      throw error;
    }
  };
}
