import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** Which methods each path answers, from the routes as they are registered. */
export class RouteMethods {
  private readonly router = FindMyWay();
  private readonly methods = new Set<HTTPMethod>();

  record(method: HTTPMethods, url: string) {
    if (this.router.hasRoute(method as HTTPMethod, url)) return;
    this.methods.add(method as HTTPMethod);
    this.router.on(method as HTTPMethod, url, () => undefined);
  }

  /** The methods a route answers at this path (no query); none when no route has the path. */
  allowedAt(path: string): HTTPMethod[] {
    return [...this.methods].filter((method) => this.router.find(method, path) !== null).sort();
  }
}

/** Registered before any route, so that it sees them all. */
export const recordRouteMethods = fp<{ routes: RouteMethods }>(async (app, { routes }) => {
  app.addHook('onRoute', ({ method, url }) => {
    // a catch-all (the static files' `/*`) answers only the files it has: it gives no path a method of its own
    if (url.endsWith('*')) return;
    for (const one of [method].flat()) routes.record(one, url);
  });
});
