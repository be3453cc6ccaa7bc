import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import { PRODUCT_MESSAGES } from 'shared/contracts/products-admin';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { pageAskedFor, pagedAnswer, recordsPageQuery } from '../../records-page.ts';
import { imageStorage } from '../../uploads/image-storage.ts';
import { acceptMultipartForms } from '../../uploads/multipart-form.ts';
import { createProduct, type ProductStore, updateProduct } from './save-product.ts';
import {
  adminProductResponse,
  PRODUCT_FORM_LIMITS,
  productFormBody,
  productRecordsResponse,
  productStatusBody,
  productStatusResponse,
} from './schemas.ts';
import { productRecord, productRecords, updateProductStatus } from './service.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
};

const routes: FastifyPluginAsyncZod<{ db: Database; storageDir: string }> = async (app, { db, storageDir }) => {
  // a request's image removals log through its logger
  const store = (log: FastifyBaseLogger): ProductStore => ({ db, images: imageStorage(storageDir, 'product', log) });

  app.get('/api/products/getProductRecords', {
    config: { access: 'admin' },
    schema: {
      summary: 'Every product, active or not, newest first; with search, page or per_page, one page of those matching',
      querystring: recordsPageQuery,
      response: { 200: productRecordsResponse, ...errors },
    },
    handler: async (request) => {
      const asked = pageAskedFor(request.query);
      if (!asked) return { status: true as const, data: (await productRecords(db)).rows };
      return pagedAnswer(asked, await productRecords(db, asked));
    },
  });

  app.get('/api/products/getProductRecord/:id', {
    config: { access: 'admin' },
    schema: {
      summary:
        "A product, active or not, as the update form loads it (the shop's GET api/products/{id} shows active ones only)",
      params: idParams,
      response: { 200: adminProductResponse, ...errors },
    },
    handler: async (request) => ({ status: true as const, data: await productRecord(db, request.params.id) }),
  });

  app.post('/api/products/updateStatus', {
    config: { access: 'admin' },
    schema: {
      summary: 'Makes a product active (1) or inactive (0)',
      body: productStatusBody,
      response: { 200: productStatusResponse, ...errors },
    },
    handler: async (request) => ({
      status: true as const,
      success: true as const,
      message: PRODUCT_MESSAGES.statusUpdated,
      data: await updateProductStatus(db, request.body.id, request.body.product_status),
    }),
  });

  // the multipart parser is registered for these two routes only
  await app.register(async (forms) => {
    await acceptMultipartForms(forms, PRODUCT_FORM_LIMITS);
    const typed = forms.withTypeProvider<ZodTypeProvider>();

    typed.post('/api/products/store', {
      config: { access: 'admin' },
      schema: {
        summary: 'Creates a product from a multipart form',
        consumes: ['multipart/form-data'],
        body: productFormBody,
        response: { 201: adminProductResponse, ...errors },
      },
      handler: async (request, reply) => {
        const id = await createProduct(store(request.log), request.body);
        return reply
          .code(201)
          .send({ status: true, message: PRODUCT_MESSAGES.created, data: await productRecord(db, id) });
      },
    });

    typed.post('/api/products/update/:id', {
      config: { access: 'admin' },
      schema: {
        summary: 'Updates a product from a multipart form',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: productFormBody,
        response: { 200: adminProductResponse, ...errors },
      },
      handler: async (request) => {
        await updateProduct(store(request.log), request.params.id, request.body);
        return {
          status: true as const,
          message: PRODUCT_MESSAGES.updated,
          data: await productRecord(db, request.params.id),
        };
      },
    });
  });
};

/** The back office's products; every route is the admin's. */
export const productsAdminRoutes = moduleRoutes(import.meta.url, routes);
