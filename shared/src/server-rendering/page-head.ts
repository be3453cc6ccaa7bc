import type { AppDispatch } from 'shared/store/create-store';

/** What a server-rendered page puts in the document's head; the shell writes it (React would put it in the body). */
export interface PageHead {
  /** the page's own part of the title ("{title} | {shop}") */
  title: string;
  description?: string;
  /** Open Graph properties beyond the title, description, URL and site name the shell writes (`og:type`, `og:image`…) */
  openGraph?: Readonly<Record<string, string>>;
  /** schema.org data, each item written as a JSON-LD script */
  structuredData?: readonly object[];
  /** what follows the path in the page's own address (`?page=2` of a list); none: the path alone is its address */
  canonicalSearch?: string;
  /** the page's subject does not exist (a missing product): the shop's not-found page, with a 404 */
  notFound?: boolean;
}

export interface PageLoaderContext {
  /** the address's path (a blog article is known by it) */
  pathname: string;
  /** the address's query (`?page=2&q=ragi` of the product list) */
  searchParams: URLSearchParams;
  /** the route's parameters (`p_id` of `/viewProduct/:p_id`) */
  params: Readonly<Record<string, string | undefined>>;
  /** the request's own store: queries dispatched here are handed to the browser with the page */
  dispatch: AppDispatch;
  /** the shop's public address (no trailing slash), for absolute image URLs */
  shopUrl: string;
}

/**
 * Exported as `loader` beside a page's component by a remote's exposed module: run on the server before the page
 * renders, it fetches what the page shows and says what goes in the head. Only the server runs it, so the module
 * exports it as `__SERVER_BUILD__ ? loader : undefined`, which leaves it out of the browser's files.
 */
export type PageLoader = (context: PageLoaderContext) => Promise<PageHead>;
