import type { PageRenderResult } from 'shared/contracts/page-rendering';

type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;

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
  private pages = new Map<string, { page: RenderedPage; storedAt: number }>();
  private madeFrom = '';

  get(url: string, madeFrom: string): RenderedPage | undefined {
    this.forgetUnless(madeFrom);
    const entry = this.pages.get(url);
    if (!entry || Date.now() - entry.storedAt > MAX_AGE_MS) return undefined;
    return entry.page;
  }

  set(url: string, madeFrom: string, page: RenderedPage) {
    this.forgetUnless(madeFrom);
    this.pages.delete(url);
    this.pages.set(url, { page, storedAt: Date.now() });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }

  private forgetUnless(madeFrom: string) {
    if (madeFrom === this.madeFrom) return;
    this.pages.clear();
    this.madeFrom = madeFrom;
  }
}
