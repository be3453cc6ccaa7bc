import type { ComponentType } from 'react';
import { matchPath } from 'shared/routing';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { routerFuture } from 'shared/config/router-future';
import type { PageRemote, PageRenderResult, PageRenderTask, RenderBudgets } from 'shared/contracts/page-rendering';
import type { PageHead, PageLoaderContext } from 'shared/server-rendering/page-head';
import { createStore, type AppStore } from 'shared/store/create-store';
import { pageNotFound } from 'shared/store/ui-slice';
import { Shop } from '../app.tsx';
import { PageSourceContext, type PageSource } from '../remotes/page-source.ts';
import { NOT_FOUND_TITLE } from '../routes/not-found-page.tsx';
import { remoteOf } from '../routes/remote-modules.ts';
import { findRoute, isServerRendered, routeTable } from '../routes/route-table.ts';
import { canonicalPath } from './canonical-path.ts';
import { robotsTxt, SITEMAP_READS, sitemapXml } from './crawler-files.ts';
import { forgetRemote, pageModule, warmUp } from './page-modules.ts';
import { pageDocument } from './page-document.ts';
import { RENDER_BUDGETS } from './render-budgets.ts';
import { LeftToBrowser, renderToHtml } from './render-to-html.ts';
import { syncRemotes } from './server-remotes.ts';
import { withinBudget } from './within-budget.ts';

const serverRenderedPages = [...new Set(routeTable.filter(isServerRendered).map(({ page }) => page))];

function RenderedInBrowser(): never {
  throw new LeftToBrowser();
}

const noop = () => undefined;

/** On the server the one page region gets the component prepared for it; anything else is left to the browser. */
const pageSourceOf = (Page: ComponentType | undefined): PageSource => ({
  lazyPage: () => Page ?? RenderedInBrowser,
  forgetPage: noop,
});

interface Region {
  Page?: ComponentType;
  /** the head, given with the page's data within the data's budget */
  head?: PageHead;
  /** else the head still to come, within the head's budget: the region renders without its data meanwhile */
  lateHead?: Promise<PageHead | undefined>;
  /** the page's data was all there in time (or it needs none) */
  complete: boolean;
  remote?: PageRemote;
}

async function prepareRegion(
  store: AppStore,
  page: (typeof serverRenderedPages)[number],
  context: Omit<PageLoaderContext, 'dispatch'>,
  budgets: RenderBudgets,
): Promise<Region> {
  const startedAt = Date.now();
  const left = (budgetMs: number) => Math.max(0, startedAt + budgetMs - Date.now());
  // without the page's code there is no loader, so no head: the code is waited for as long as the head
  const loaded = await pageModule(page, budgets.headMs);
  if (!loaded) return { complete: false };
  const { module, build } = loaded;
  const remote = { name: remoteOf(page), ...(build !== undefined && { build }) };
  if (!module.loader) return { Page: module.default, complete: true, remote };
  const loading = module.loader({ ...context, dispatch: store.dispatch }).catch((error: unknown) => {
    console.error(`The loader of "${page}" failed; its data is fetched by the browser`, error);
    return undefined;
  });
  // a slow API leaves the data to the browser (its budget counts from the loader's start): the page renders
  // without it, and its head comes when it is there
  const head = await withinBudget(loading, budgets.dataMs);
  if (head) return { Page: module.default, head, complete: true, remote };
  return { Page: module.default, lateHead: withinBudget(loading, left(budgets.headMs)), complete: false, remote };
}

/** Renders one page of the shop as the browser would show it, with its data and styles. */
export async function renderPage({
  url,
  apiOrigin,
  shopUrl,
  remotes,
  shellPage,
  deployed = {},
  budgets,
}: PageRenderTask): Promise<PageRenderResult> {
  syncRemotes(remotes, apiOrigin, deployed, forgetRemote);
  warmUp(serverRenderedPages);
  const { pathname, search, searchParams } = new URL(url, apiOrigin);
  // made from the route table alone: kept until the next deploy
  if (pathname === '/robots.txt')
    return { kind: 'file', contentType: 'text/plain', body: robotsTxt(shopUrl), reads: [] };
  const sitemapPart = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/.exec(pathname);
  const sitemap = sitemapPart && (await sitemapXml(apiOrigin, shopUrl, Number(sitemapPart[1]) || undefined));
  if (sitemap) return { kind: 'file', contentType: 'application/xml', body: sitemap, reads: SITEMAP_READS };
  if (pathname === '/index.html') return { kind: 'redirect', location: `/${search}` };
  const route = findRoute(pathname);
  if (route) {
    const canonical = canonicalPath(route.path, pathname);
    if (canonical !== pathname) return { kind: 'redirect', location: `${canonical}${search}` };
  }
  if (route && !isServerRendered(route)) return { kind: 'browser' };

  const reads = new Set<string>();
  const store = createStore(undefined, { apiOrigin, onRead: (path) => reads.add(path) });
  const region: Region = route
    ? await prepareRegion(
        store,
        route.page,
        { params: matchPath(route.path, pathname)!.params, pathname, searchParams, shopUrl },
        { ...RENDER_BUDGETS, ...budgets },
      )
    : { complete: true };
  const notFoundBeforeRender = !route || region.head?.notFound === true;
  if (route && notFoundBeforeRender) store.dispatch(pageNotFound(pathname));

  const sheet = new ServerStyleSheet();
  try {
    const rendered = await renderToHtml(
      sheet.collectStyles(
        <StaticRouter location={url} future={routerFuture}>
          <PageSourceContext.Provider value={pageSourceOf(region.Page)}>
            <Shop store={store} />
          </PageSourceContext.Provider>
        </StaticRouter>,
      ),
    );
    // the state the region was rendered from: data that comes after it would not match the markup
    const { api, ui } = store.getState();
    const head = region.head ?? (await region.lateHead);
    const notFound = notFoundBeforeRender || head?.notFound === true;
    const html = pageDocument(shellPage, {
      head: notFound ? { title: NOT_FOUND_TITLE } : (head ?? { title: '' }),
      shopUrl,
      canonicalUrl: notFound ? undefined : `${shopUrl}${pathname}${head?.canonicalSearch ?? ''}`,
      styles: sheet.getStyleTags(),
      body: rendered.html,
      state: { api, notFoundPath: ui.notFoundPath, pageRemote: region.remote ?? null },
    });
    return {
      kind: 'page',
      status: notFound ? 404 : 200,
      html,
      // a page whose remote build is not known could not be told out of date by a redeploy
      complete: region.complete && !rendered.incomplete && (!region.remote || region.remote.build !== undefined),
      reads: [...reads],
      ...(region.remote && { pageRemote: region.remote }),
    };
  } finally {
    sheet.seal();
  }
}
