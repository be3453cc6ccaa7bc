import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageRenderResult } from 'shared/contracts/page-rendering';

export type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;
/** What may be kept: a rendered page, or a file for crawlers. */
export type KeptAnswer = Extract<PageRenderResult, { kind: 'page' | 'file' }>;

export type Encoding = 'br' | 'gzip';

/** A page (or crawler file) kept for the next visitors, with its compressed bodies, each made once when first asked for. */
export class CachedPage {
  private bodies = new Map<Encoding, Buffer>();

  constructor(readonly page: KeptAnswer) {}

  /** The answer's text as it was made. */
  get text(): string {
    return this.page.kind === 'page' ? this.page.html : this.page.body;
  }

  body(encoding: Encoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.text, { level: 6 });
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/** Pages kept at most; the least recently stored go first. */
const MAX_PAGES = 500;
/**
 * How long a page is served without a new render, at most: a bound on anything that changes without a notice. Not
 * for crawler files: made from the route table and the catalogue's lists alone, they change only with a deploy or a
 * notice, and the sitemap of a large catalogue is the costliest answer to make again.
 */
const MAX_AGE_MS = 10_000;

type Entry = { page: CachedPage; storedAt: number; outdated: boolean };
type Result = PageRenderResult | CachedPage | undefined;
type Rendering = { result: Promise<Result>; outdated: boolean };
/** Where a page came from: kept and up to date, kept while it is rendered again, or rendered for this request. */
export type PageCacheStatus = 'hit' | 'stale' | 'miss';

/**
 * Rendered pages by address, for anonymous visitors (every server-rendered page is). A page goes out of date when
 * it is older than `MAX_AGE_MS` or something it was made from changed (`outdate`); then the next visitor's
 * request renders it again while the visitors who come during that render get the page as it was, so a change
 * costs one render per page, never a storm of them. Emptied when the remotes map or the shell's page changes:
 * a page of an older build would name scripts that are gone. A page `isCurrent` refuses is not kept, and `forget`
 * drops kept pages at once: a page of a remote's older build is no page to serve while another is rendered.
 */
export class PageCache {
  private pages = new Map<string, Entry>();
  private renderings = new Map<string, Rendering>();
  private madeFrom = '';

  constructor(private readonly isCurrent: (page: RenderedPage) => boolean = () => true) {}

  /** The page at `url`: the kept one while it is up to date or being rendered again, else `render`'s. */
  async page(
    url: string,
    madeFrom: string,
    render: () => Promise<PageRenderResult | undefined>,
  ): Promise<{ result: Result; status: PageCacheStatus }> {
    this.forgetUnless(madeFrom);
    const kept = this.pages.get(url);
    const fresh = kept && (kept.page.page.kind === 'file' || Date.now() - kept.storedAt <= MAX_AGE_MS);
    if (kept && fresh && !kept.outdated) return { result: kept.page, status: 'hit' };
    const running = this.renderings.get(url);
    if (running && kept) return { result: kept.page, status: 'stale' };
    return { result: await (running ?? this.startRendering(url, render)).result, status: 'miss' };
  }

  private startRendering(url: string, render: () => Promise<PageRenderResult | undefined>): Rendering {
    const renderings = this.renderings;
    const rendering: Rendering = { result: Promise.resolve(undefined), outdated: false };
    rendering.result = render()
      .then((result) => {
        const keepable =
          result?.kind === 'file' || (result?.kind === 'page' && result.complete && this.isCurrent(result));
        return keepable && renderings === this.renderings ? this.store(url, result, rendering.outdated) : result;
      })
      .finally(() => renderings.delete(url));
    renderings.set(url, rendering);
    return rendering;
  }

  /** Marks out of date the pages made from an API answer that `changed` says may differ now. */
  outdate(changed: (read: string) => boolean): void {
    for (const entry of this.pages.values()) entry.outdated ||= entry.page.page.reads.some((read) => changed(read));
    // what they read is not known before they finish
    for (const rendering of this.renderings.values()) rendering.outdated = true;
  }

  /** Drops the kept pages `gone` names, so their next request renders them again and waits for it. */
  forget(gone: (page: RenderedPage) => boolean): void {
    for (const [url, { page }] of this.pages) if (page.page.kind === 'page' && gone(page.page)) this.pages.delete(url);
  }

  private store(url: string, page: KeptAnswer, outdated: boolean): CachedPage {
    const cached = new CachedPage(page);
    this.pages.delete(url);
    this.pages.set(url, { page: cached, storedAt: Date.now(), outdated });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return cached;
  }

  private forgetUnless(madeFrom: string) {
    if (madeFrom === this.madeFrom) return;
    this.pages.clear();
    this.renderings = new Map();
    this.madeFrom = madeFrom;
  }
}
