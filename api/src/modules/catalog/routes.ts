import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comboListResponse,
  comboPageResponse,
  comboResponse,
  productListResponse,
  productPageResponse,
  productResponse,
} from 'shared/contracts/catalog';
import { z } from 'zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { cachedAnswer, sendCachedAnswer } from './cached-answer.ts';
import { SEARCH_MATCH_LIMIT } from './product-page.ts';
import { comboPageQuery, productPageQuery } from './schemas.ts';
import { findCombo, findProduct, listComboPage, listCombos, listProductPage, listProducts } from './service.ts';

const productListAnswer = cachedAnswer(productListResponse);
const productAnswer = cachedAnswer(productResponse);
const comboListAnswer = cachedAnswer(comboListResponse);
const comboAnswer = cachedAnswer(comboResponse);

/** The shop's own page renderer calls the API over loopback, once per page it renders for a visitor. */
const isLoopback = (ip: string) => /^(127\.|::ffff:127\.|::1$)/.test(ip);

/** A search a client sends: words in `q`, from any address but this host's own. */
const isClientSearch = (request: FastifyRequest) => {
  const { q } = request.query as { q?: unknown };
  return typeof q === 'string' && q.trim() !== '' && !isLoopback(request.ip);
};

const routes: FastifyPluginAsyncZod<{ db: Database; searchLimit: RateLimit }> = async (app, { db, searchLimit }) => {
  app.get('/api/products', {
    config: { ...limitedTo(searchLimit, isClientSearch), access: 'public', sameForEveryone: true },
    schema: {
      summary: 'Active products: all of them by id, or one page, searched, filtered and sorted',
      description:
        'With none of its parameters, every active product by id. With any of them, one page (24 products unless ' +
        '`per_page` says otherwise) and `total`, how many match over every page. A search looks for the first 8 ' +
        'different words of 2 characters or more in `q` (`ignored_words` lists the others) and weighs at most ' +
        `${SEARCH_MATCH_LIMIT} names and ${SEARCH_MATCH_LIMIT} ingredients (\`total_capped\`: more match). ` +
        'Searches are limited per client address (429).',
      querystring: productPageQuery,
      // the page first: a page answer would also pass as the whole list, its counts dropped
      response: { 200: z.union([productPageResponse, productListResponse]) },
    },
    handler: async (request, reply) => {
      if (Object.keys(request.query).length > 0) return listProductPage(db, request.query);
      return sendCachedAnswer(reply, productListAnswer(await listProducts(db)));
    },
  });

  app.get('/api/products/:id', {
    config: { access: 'public', sameForEveryone: true },
    schema: {
      summary: 'One active product with everything its detail page shows',
      params: idParams,
      response: { 200: productResponse, 400: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const product = await findProduct(db, request.params.id);
      if (!product) return reply.code(404).send({ status: false, message: 'Product not found.' });
      return sendCachedAnswer(reply, productAnswer(product));
    },
  });

  app.get('/api/product-combos', {
    config: { access: 'public', sameForEveryone: true },
    schema: {
      summary: 'Active combos by id, each naming its products: all of them, or one page',
      description:
        'With none of its parameters, every active combo. With any of them, one page (24 combos unless ' +
        '`per_page` says otherwise) and `total`, how many match over every page.',
      querystring: comboPageQuery,
      // the page first: a page answer would also pass as the whole list, its counts dropped
      response: { 200: z.union([comboPageResponse, comboListResponse]) },
    },
    handler: async (request, reply) => {
      if (Object.keys(request.query).length > 0) return listComboPage(db, request.query);
      return sendCachedAnswer(reply, comboListAnswer(await listCombos(db)));
    },
  });

  app.get('/api/product-combos/:id', {
    config: { access: 'public', sameForEveryone: true },
    schema: {
      summary: 'One active combo with each of its products in full',
      params: idParams,
      response: { 200: comboResponse, 400: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const combo = await findCombo(db, request.params.id);
      if (!combo) return reply.code(404).send({ status: false, message: 'Combo not found.' });
      return sendCachedAnswer(reply, comboAnswer(combo));
    },
  });
};

export const catalogRoutes = moduleRoutes(import.meta.url, routes);
