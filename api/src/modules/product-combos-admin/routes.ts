import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import { COMBO_MESSAGES } from 'shared/contracts/product-combos-admin';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { pageAskedFor, pagedAnswer, recordsPageQuery } from '../../records-page.ts';
import { imageStorage } from '../../uploads/image-storage.ts';
import { acceptMultipartForms } from '../../uploads/multipart-form.ts';
import { type ComboStore, createCombo } from './save-combo.ts';
import {
  COMBO_FORM_LIMITS,
  comboFormBody,
  comboRecordResponse,
  comboRecordsResponse,
  comboStatusBody,
  comboStatusResponse,
} from './schemas.ts';
import { comboRecord, comboRecords, comboRecordsPage, updateComboStatus } from './service.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
};

const routes: FastifyPluginAsyncZod<{ db: Database; storageDir: string }> = async (app, { db, storageDir }) => {
  // a request's image removals log through its logger
  const store = (log: FastifyBaseLogger): ComboStore => ({
    db,
    images: imageStorage(storageDir, 'product_combo', log),
  });

  app.get('/api/product-combos/getProductComboRecords', {
    config: { access: 'admin' },
    schema: {
      summary:
        'Every combo, active or not, newest first, with its products; with search, page or per_page, one page of those matching',
      querystring: recordsPageQuery,
      response: { 200: comboRecordsResponse, ...errors },
    },
    handler: async (request) => {
      const asked = pageAskedFor(request.query);
      if (!asked) return { status: true as const, data: await comboRecords(db) };
      return pagedAnswer(asked, await comboRecordsPage(db, asked));
    },
  });

  app.post('/api/product-combos/updateStatus', {
    config: { access: 'admin' },
    schema: {
      summary: 'Makes a combo active (1) or inactive (0)',
      body: comboStatusBody,
      response: { 200: comboStatusResponse, ...errors },
    },
    handler: async (request) => ({
      status: true as const,
      message: COMBO_MESSAGES.statusUpdated,
      data: await updateComboStatus(db, request.body.id, request.body.status),
    }),
  });

  // the multipart parser is registered for this route only
  await app.register(async (forms) => {
    await acceptMultipartForms(forms, COMBO_FORM_LIMITS);
    const typed = forms.withTypeProvider<ZodTypeProvider>();

    typed.post('/api/product-combos/store', {
      config: { access: 'admin' },
      schema: {
        summary: 'Creates a combo from a multipart form; the server adds up its price',
        consumes: ['multipart/form-data'],
        body: comboFormBody,
        response: { 201: comboRecordResponse, ...errors },
      },
      handler: async (request, reply) => {
        const id = await createCombo(store(request.log), request.body);
        return reply.code(201).send({ status: true, message: COMBO_MESSAGES.created, data: await comboRecord(db, id) });
      },
    });
  });
};

/** The back office's product combos; every route is the admin's. */
export const productCombosAdminRoutes = moduleRoutes(import.meta.url, routes);
