import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { ShopError } from '../../shop-error.ts';
import { countryListResponse, stateListQuery, stateListResponse } from './schemas.ts';
import { listCountries, listStates } from './service.ts';

const routes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/countries', {
    config: { access: 'public', sameForEveryone: true },
    schema: {
      summary: 'Countries the shop delivers to',
      response: { 200: countryListResponse },
    },
    handler: async () => ({ status: true as const, data: await listCountries(db) }),
  });

  app.get('/api/states', {
    config: { access: 'public', sameForEveryone: true },
    schema: {
      summary: "A country's states and union territories",
      querystring: stateListQuery,
      response: { 200: stateListResponse, 400: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request) => {
      const states = await listStates(db, request.query.country_id);
      if (!states) throw new ShopError(404, 'Country not found.');
      return { status: true as const, data: states };
    },
  });
};

export const geoRoutes = moduleRoutes(import.meta.url, routes);
