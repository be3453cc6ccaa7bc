import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { RenderBudgets } from 'shared/contracts/page-rendering';
import { shopImages } from './shop-images.ts';

export type FrontEndOptions = {
  /** the folder holding shell/ and the mfe-* remotes */
  frontEndRoot: string;
  remotesFile: string;
  /** worker threads that render public pages on the server; none (0, the default): pages render in the browser */
  renderThreads?: number;
  /** how long a render waits for a page's data and head, where it differs from the shell's budgets (tests) */
  renderBudgets?: Partial<RenderBudgets>;
};

/** Builds name chunks `[name].[contenthash:10].js`; such a file never changes, anything else may at any deploy. */
const contentHashedName = /\.[0-9a-f]{8,32}\.[a-z0-9]+$/i;
/** The build's brotli and gzip copies, which are what the server sends to a browser that accepts them. */
const precompressedSuffix = /\.(br|gz)$/;

export const cacheControlFor = (path: string) =>
  contentHashedName.test(basename(path).replace(precompressedSuffix, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

const hasExtension = /\.[^/]+$/;

const remoteFolders = (frontEndRoot: string) =>
  existsSync(frontEndRoot)
    ? readdirSync(frontEndRoot, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
        .map((entry) => entry.name)
    : [];

const staticOptions = {
  decorateReply: false,
  cacheControl: false,
  // the builds write .br and .gz beside each text file
  preCompressed: true,
  setHeaders: (response: { setHeader: (name: string, value: string) => unknown }, path: string) => {
    response.setHeader('Cache-Control', cacheControlFor(path));
    response.setHeader('Vary', 'Accept-Encoding');
  },
};

/** The shell at /, each remote found at start at /mfe/<folder>/, and the remotes map the shell reads. */
export const frontEnds = fp<FrontEndOptions>(async (app, { frontEndRoot, remotesFile }) => {
  // Only names with an extension are the shell's files: a page's address (`/`, `/viewProduct/1`) goes straight to
  // the pages (modules/pages), without a look at the disk first. The page template is no page: `/index.html` goes
  // there too, which sends it to `/`.
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: join(frontEndRoot, 'shell', 'dist'),
    prefix: '/',
    allowedPath: (path) => hasExtension.test(path) && path !== '/index.html',
  });
  for (const folder of remoteFolders(frontEndRoot)) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: join(frontEndRoot, folder, 'dist'),
      prefix: `/mfe/${folder}/`,
    });
  }

  await app.register(shopImages, { shellDist: join(frontEndRoot, 'shell', 'dist') });

  // read on every request, so an operator can repoint a remote without a restart
  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const remotes = await readFile(remotesFile, 'utf8').catch(() => undefined);
    if (remotes === undefined) return reply.code(404).send({ status: false, message: 'Not found.' });
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(remotes);
  });
});
