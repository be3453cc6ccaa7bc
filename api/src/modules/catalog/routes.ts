import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comboListResponse, comboResponse, productListResponse, productResponse } from 'shared/contracts/catalog';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { cachedAnswer, sendCachedAnswer } from './cached-answer.ts';
import { findCombo, findProduct, listCombos, listProducts } from './service.ts';

const productListAnswer = cachedAnswer(productListResponse);
const productAnswer = cachedAnswer(productResponse);
const comboListAnswer = cachedAnswer(comboListResponse);
const comboAnswer = cachedAnswer(comboResponse);

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/products', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'Active products, by id',
      response: { 200: productListResponse },
    },
    handler: async (_request, reply) => sendCachedAnswer(reply, productListAnswer(await listProducts(db))),
  });

  app.get('/api/products/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
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
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
      summary: 'Active combos, by id, each naming its products',
      response: { 200: comboListResponse },
    },
    handler: async (_request, reply) => sendCachedAnswer(reply, comboListAnswer(await listCombos(db))),
  });

  app.get('/api/product-combos/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'],
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
