import { basename, dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyContextConfig {
    /** the folder of api/src/modules whose routes declared the route (set by `moduleRoutes`) */
    module?: string;
  }
}

/** The module a routes file belongs to: the name of its folder under api/src/modules. */
export const moduleOf = (routesFile: string) => basename(dirname(fileURLToPath(routesFile)));

/**
 * A module's routes, each tagged in the API document (/api/docs) with the module's folder name, taken from
 * `routesFile` (the routes file's `import.meta.url`): the document maps every URL to the folder that serves it,
 * and no route spells its tag by hand. The name is also the route's `config.module`, which `npm run routes` prints.
 */
export function moduleRoutes<Options extends FastifyPluginOptions>(
  routesFile: string,
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  const module = moduleOf(routesFile);
  const tags = [module];
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      // a GET's HEAD twin arrives with the tag already set
      if (route.schema?.tags && !isDeepStrictEqual(route.schema.tags, tags))
        throw new Error(`${route.url} names its own tags: a route of the ${module} module is tagged ${module}`);
      route.schema = { ...route.schema, tags };
      route.config = { ...route.config, module };
    });
    await routes(app, options);
  };
}
