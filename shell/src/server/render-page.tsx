import type { ComponentType } from 'react';
import { matchPath } from 'shared/routing';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { routerFuture } from 'shared/config/router-future';
import type { PageRemote, PageRenderResult, PageRenderTask } from 'shared/contracts/page-rendering';
import type { PageHead, PageLoaderContext } from 'shared/server-rendering/page-head';
import { createStore, type AppStore } from 'shared/store/create-store';
import { pageNotFound } from 'shared/store/ui-slice';
import { Shop } from '../app.tsx';
import { PageSourceContext, type PageSource } from '../remotes/page-source.ts';
import { NOT_FOUND_TITLE } from '../routes/not-found-page.tsx';
import { remoteOf } from '../routes/remote-modules.ts';
import { findRoute, isServerRendered, routeTable } from '../routes/route-table.ts';
import { canonicalPath } from './canonical-path.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { forgetRemote, pageModule, REGION_BUDGET_MS, warmUp } from './page-modules.ts';
import { pageDocument } from './page-document.ts';
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
  head?: PageHead;
  /** the page's data was all there in time (or it needs none) */
  complete: boolean;
  remote?: PageRemote;
}

async function prepareRegion(
  store: AppStore,
  page: (typeof serverRenderedPages)[number],
  context: Omit<PageLoaderContext, 'dispatch'>,
): Promise<Region> {
  const loaded = await pageModule(page);
  if (!loaded) return { complete: false };
  const { module, build } = loaded;
  const remote = { name: remoteOf(page), ...(build !== undefined && { build }) };
  if (!module.loader) return { Page: module.default, complete: true, remote };
  const loading = module.loader({ ...context, dispatch: store.dispatch }).catch((error: unknown) => {
    console.error(`The loader of "${page}" failed; its data is fetched by the browser`, error);
    return undefined;
  });
  // a slow API leaves the data to the browser; the page renders without it
  const head = await withinBudget(loading, REGION_BUDGET_MS);
  return { Page: module.default, head, complete: head !== undefined, remote };
}

/** Renders one page of the shop as the browser would show it, with its data and styles. */
export async function renderPage({
  url,
  apiOrigin,
  shopUrl,
  remotes,
  shellPage,
  deployed = {},
}: PageRenderTask): Promise<PageRenderResult> {
  syncRemotes(remotes, apiOrigin, deployed, forgetRemote);
  warmUp(serverRenderedPages);
  const { pathname, search, searchParams } = new URL(url, apiOrigin);
  if (pathname === '/robots.txt') return { kind: 'file', contentType: 'text/plain', body: robotsTxt(shopUrl) };
  const sitemapPart = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/.exec(pathname);
  const sitemap = sitemapPart && (await sitemapXml(apiOrigin, shopUrl, Number(sitemapPart[1]) || undefined));
  if (sitemap) return { kind: 'file', contentType: 'application/xml', body: sitemap };
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
    ? await prepareRegion(store, route.page, {
        params: matchPath(route.path, pathname)!.params,
        pathname,
        searchParams,
        shopUrl,
      })
    : { complete: true };
  const notFound = !route || region.head?.notFound === true;
  if (route && notFound) store.dispatch(pageNotFound(pathname));

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
    const { api, ui } = store.getState();
    const html = pageDocument(shellPage, {
      head: notFound ? { title: NOT_FOUND_TITLE } : (region.head ?? { title: '' }),
      shopUrl,
      canonicalUrl: notFound ? undefined : `${shopUrl}${pathname}${region.head?.canonicalSearch ?? ''}`,
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
