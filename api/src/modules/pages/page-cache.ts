import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageRenderResult } from 'shared/contracts/page-rendering';

export type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;

export type Encoding = 'br' | 'gzip';

/** A page kept for the next visitors, with its compressed bodies, each made once when first asked for. */
export class CachedPage {
  private bodies = new Map<Encoding, Buffer>();

  constructor(readonly page: RenderedPage) {}

  body(encoding: Encoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.page.html, { level: 6 });
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/** Pages kept at most; the least recently stored go first. */
const MAX_PAGES = 500;
/**
 * How long a page is kept, at most: a remote deployed anew at the same address is noticed by the renderer, not
 * here, so a page may show the previous version of a remote's markup for this long (the browser's code is new).
 */
const MAX_AGE_MS = 10_000;

/**
 * Rendered pages by address, for anonymous visitors (every server-rendered page is). Emptied when what they were
 * made from changes: the catalogue, the remotes map or the shell's page.
 */
export class PageCache {
  private pages = new Map<string, { page: CachedPage; storedAt: number }>();
  private madeFrom = '';

  get(url: string, madeFrom: string): CachedPage | undefined {
    this.forgetUnless(madeFrom);
    const entry = this.pages.get(url);
    if (!entry || Date.now() - entry.storedAt > MAX_AGE_MS) return undefined;
    return entry.page;
  }

  set(url: string, madeFrom: string, page: RenderedPage): CachedPage {
    this.forgetUnless(madeFrom);
    const cached = new CachedPage(page);
    this.pages.delete(url);
    this.pages.set(url, { page: cached, storedAt: Date.now() });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return cached;
  }

  private forgetUnless(madeFrom: string) {
    if (madeFrom === this.madeFrom) return;
    this.pages.clear();
    this.madeFrom = madeFrom;
  }
}
