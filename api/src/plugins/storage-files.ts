import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Product and combo images at /storage/product/{id}/{image} and /storage/product_combo/{id}/{image}. */
export const storageFiles = fp<{ storageDir: string }>(async (app, { storageDir }) => {
  mkdirSync(storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
});
