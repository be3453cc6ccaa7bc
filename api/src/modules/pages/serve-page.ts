import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderResult, RenderBudgets } from 'shared/contracts/page-rendering';
import { changeTouches } from '../catalog/catalog-change.ts';
import { followCatalogChanges } from '../catalog/service.ts';
import { DeployedBuilds } from './deployed-builds.ts';
import { CachedPage, type Encoding, PageCache, type PageCacheStatus, type RenderedPage } from './page-cache.ts';
import type { PageRenderer } from './page-renderer.ts';
import { recentFile } from './recent-file.ts';
import { parseRemotesMap } from './remotes-map.ts';
import { pathSpelling } from './path-spelling.ts';
import type { SearchPageLimit } from './search-page-limit.ts';

export type PageServing = {
  /** the folder holding shell/ and the mfe-* remotes */
  frontEndRoot: string;
  remotesFile: string;
  /** the shop's public address, for canonical URLs and link previews */
  shopUrl: string;
  /** none: every page is rendered in the browser */
  renderer?: PageRenderer;
  /** the render's budgets where they differ from the shell's */
  renderBudgets?: Partial<RenderBudgets>;
  /** none: every search page may be rendered on the server */
  searchPages?: SearchPageLimit;
};

export type PageServer = {
  /** answers undefined when the request is not for a page */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  close: () => void;
};

const notPages = ['/api/', '/storage/', '/mfe/'];

const wildcardHosts = new Set(['0.0.0.0', '::']);

/** Where this server is reached from itself; undefined while it does not listen (tests that inject). */
function loopbackOrigin(address: string | AddressInfo | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = wildcardHosts.has(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const htmlReply = (reply: FastifyReply, status: number) =>
  reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');

/** A kept page goes out compressed as it was kept, not compressed again for every visitor. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedPage) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as Encoding | undefined;
  const { page } = cached;
  if (page.kind === 'page') htmlReply(reply, page.status);
  else reply.header('Cache-Control', 'no-cache').type(page.contentType);
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(cached.text);
  return reply.header('Content-Encoding', encoding).send(cached.body(encoding));
}

/**
 * Pages: any GET outside the API, the images and the remotes that has no file. A public page is rendered on the
 * server (with its status: 404 for an unknown address or a missing product) and kept a while for the next visitor;
 * a personal page, or one the server could not render in time, is the shell's page, rendered by the browser.
 * A kept page goes out of date when what it was made from changes in the catalogue, on any API instance.
 */
export function servePage({
  frontEndRoot,
  remotesFile,
  shopUrl,
  renderer,
  renderBudgets,
  searchPages,
}: PageServing): PageServer {
  const ofOtherBuild = ({ pageRemote }: RenderedPage, name: string, build: string | undefined) =>
    pageRemote?.name === name && build !== undefined && pageRemote.build !== build;
  const deployed = new DeployedBuilds((name, build) => cache.forget((page) => ofOtherBuild(page, name, build)));
  const cache = new PageCache(
    (page) => !page.pageRemote || !ofOtherBuild(page, page.pageRemote.name, deployed.current[page.pageRemote.name]),
  );
  const stopFollowing = followCatalogChanges((change) => cache.outdate((read) => changeTouches(change, read)));
  const shellPageFile = recentFile(join(frontEndRoot, 'shell', 'dist', 'index.html'));
  const remotesMapFile = recentFile(remotesFile);

  // asked of the socket once: it does not move while the server listens
  let apiOrigin: string | undefined;

  async function rendered(
    request: FastifyRequest,
    shellPage: string,
  ): Promise<{ result: PageRenderResult | CachedPage | undefined; status?: PageCacheStatus }> {
    apiOrigin ??= loopbackOrigin(request.server.server.address());
    if (!renderer || !apiOrigin) return { result: undefined };
    const remotesText = (await remotesMapFile()) ?? '{}';
    const remotes = parseRemotesMap(remotesText);
    const origin = apiOrigin;
    void deployed.check(remotes, origin);
    return cache.page(request.url, `${remotesText}\n${shellPage}`, () =>
      renderer.render(
        {
          url: request.url,
          apiOrigin: origin,
          shopUrl,
          remotes,
          shellPage,
          deployed: deployed.current,
          ...(renderBudgets && { budgets: renderBudgets }),
        },
        request.id,
      ),
    );
  }

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const spelling = pathSpelling(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      spelling !== undefined &&
      !notPages.some((prefix) => `${spelling.path}/`.startsWith(prefix));
    if (!isPage) return undefined;
    // one address per page: another spelling of the path is sent for good to this one, the query kept
    if (spelling.path !== request.url.split('?')[0])
      return reply.header('Cache-Control', 'no-cache').redirect(`${spelling.path}${spelling.search}`, 301);
    const shellPage = await shellPageFile();
    if (shellPage === undefined) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('The shop has not been built yet. Run `npm run build`, then reload this page.');
    }
    if (searchPages && !(await searchPages(request))) return htmlReply(reply, 200).send(shellPage);
    const { result: page, status } = await rendered(request, shellPage);
    // for whoever runs the shop, as a caching proxy would say it, on what may be kept: rendered pages and crawler files
    if (status && (page instanceof CachedPage || page?.kind === 'page' || page?.kind === 'file'))
      reply.header('X-Page-Cache', status);
    if (page instanceof CachedPage) return sendCached(request, reply, page);
    if (page === undefined || page.kind === 'browser') return htmlReply(reply, 200).send(shellPage);
    if (page.kind === 'redirect') return reply.header('Cache-Control', 'no-cache').redirect(page.location, 301);
    if (page.kind === 'file') return reply.header('Cache-Control', 'no-cache').type(page.contentType).send(page.body);
    return htmlReply(reply, page.status).send(page.html);
  };
  return { serve, close: stopFollowing };
}
