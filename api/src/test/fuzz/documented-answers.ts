import type { FastifyError, FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../plugins/route-access.ts';
import type { OpenApiDocument } from './contract-requests.ts';

/** What the server did with the last request: the route that took it, and whether its schema refused it. */
type Handling = {
  route?: { method: string; path: string; access: RouteAccess | undefined };
  refusedBy?: string;
};

/** A Fastify route (`/api/products/:id`) as the OpenAPI document writes its path (`/api/products/{id}`). */
const documentPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** Refusals of a body or a value before the handler runs: the document's schemas should have said so. */
const isSchemaRefusal = (error: FastifyError) => Boolean(error.validation) || error.code.startsWith('FST_ERR_CTP_');

/**
 * Watches which route answers each request, so that an answer can be held to what the document says of that
 * route. Hooks must be added before the app is ready; requests must be sent one at a time.
 */
export function watchHandling(app: FastifyInstance) {
  let last: Handling = {};
  app.addHook('onError', async (_request, _reply, error) => {
    if (isSchemaRefusal(error)) last.refusedBy = `${error.code}: ${error.message}`;
  });
  app.addHook('onSend', async (request) => {
    const { url, method, config } = request.routeOptions;
    if (url !== undefined) last.route = { method: [method].flat()[0]!, path: documentPath(url), access: config.access };
  });
  return {
    /** Forgets the last request: call it before sending the next (an address the router refused runs no hook). */
    reset: () => {
      last = {};
    },
    last: () => last,
  };
}

/** Statuses of answers no route gave: an address the router could not read, no such path, or no such method. */
const ROUTER_STATUSES = new Set([400, 404, 405, 414]);

/**
 * Why an answer breaks the document, or nothing: its status is not listed for the operation that answered (a
 * HEAD is answered by its GET), or a request the document allows was refused by a schema.
 */
export function undocumented(
  document: OpenApiDocument,
  { method, mood, status, handling }: { method: string; mood: string; status: number; handling: Handling },
): string | undefined {
  if (mood === 'valid' && handling.refusedBy) {
    return `a request the document allows was refused by a schema (${handling.refusedBy})`;
  }
  if (handling.route === undefined) {
    return ROUTER_STATUSES.has(status) ? undefined : `${status} from no route`;
  }
  const { method: routeMethod, path } = handling.route;
  const route = `${routeMethod} ${path}`;
  const operations = document.paths[path] ?? {};
  // Fastify answers a HEAD with the route's GET
  const operation = operations[routeMethod.toLowerCase()] ?? (method === 'HEAD' ? operations.get : undefined);
  if (!operation) return `${route} is not in the document`;
  // a GET that changes something refuses its HEAD (plugins/state-changing-gets.ts), a method the document lacks
  if (method === 'HEAD' && !operations.head && status === 405) return undefined;
  const listed = Object.keys(operation.responses ?? {});
  return listed.includes(String(status)) ? undefined : `${status} is not listed for ${route} (${listed.join(', ')})`;
}
