import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type FrontEndOptions = {
  /** the folder holding shell/ and the mfe-* remotes */
  frontEndRoot: string;
  remotesFile: string;
};

/** Builds name chunks `[name].[contenthash:10].js`; such a file never changes, anything else may at any deploy. */
const contentHashedName = /\.[0-9a-f]{8,32}\.[a-z0-9]+$/i;

export const cacheControlFor = (path: string) =>
  contentHashedName.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache';

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
  await app.register(fastifyStatic, { ...staticOptions, root: join(frontEndRoot, 'shell', 'dist'), prefix: '/' });
  for (const folder of remoteFolders(frontEndRoot)) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: join(frontEndRoot, folder, 'dist'),
      prefix: `/mfe/${folder}/`,
    });
  }

  // read on every request, so an operator can repoint a remote without a restart
  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const remotes = await readFile(remotesFile, 'utf8').catch(() => undefined);
    if (remotes === undefined) return reply.code(404).send({ status: false, message: 'Not found.' });
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(remotes);
  });
});

const notPages = ['/api/', '/storage/', '/mfe/'];

/**
 * Client routes such as /viewProduct/1 have no file: they get the shell's index.html, which routes them.
 * Answers undefined when the request is not for a page.
 */
export const shellPageFallback = (frontEndRoot: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const path = request.url.split('?')[0] ?? '/';
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !notPages.some((prefix) => `${path}/`.startsWith(prefix));
  if (!isPage) return undefined;
  const indexHtml = await readFile(join(frontEndRoot, 'shell', 'dist', 'index.html'), 'utf8').catch(() => undefined);
  if (indexHtml === undefined) {
    return reply
      .code(503)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('The shop has not been built yet. Run `npm run build`, then reload this page.');
  }
  return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
};
