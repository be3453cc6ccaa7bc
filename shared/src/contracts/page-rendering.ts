/**
 * What the API asks of the shell's server build, which renders a page in one of the API's worker threads, and
 * what it answers. The API knows the build only by this contract and its file.
 */
export interface PageRenderTask {
  /** the path and query asked for */
  url: string;
  /** where the worker reaches the API and the front ends it serves (the loopback address) */
  apiOrigin: string;
  /** the shop's public address, for canonical URLs and link previews */
  shopUrl: string;
  /** the remotes map, as `/remotes.json` serves it */
  remotes: Record<string, string>;
  /** the shell's page as built (`shell/dist/index.html`), which the rendered page fills in */
  shellPage: string;
  /** by federation name, the build each remote's manifest names now: a remote loaded from another is loaded anew */
  deployed?: Readonly<Record<string, string>>;
  /** the render's budgets, where they differ from the shell's (tests shorten them) */
  budgets?: Partial<RenderBudgets>;
}

/** How long a render waits, from its start, for what a page is made from. */
export interface RenderBudgets {
  /** for the page's data: past it the page's region is rendered without it, and the browser fetches it */
  dataMs: number;
  /**
   * for the page's head (title, description, canonical, Open Graph, X card, JSON-LD), which the page's loader gives
   * with its data: crawlers and link previews run no script, so the head is waited for past the data's budget
   */
  headMs: number;
}

/** The remote whose page a rendered page shows, and the build of it the server rendered with (if it is known). */
export interface PageRemote {
  name: string;
  build?: string;
}

/** What a worker is sent: the task, and where it writes when it began (`Date.now()`, 0 while the task waits). */
export interface PageRenderJob extends PageRenderTask {
  startedAt: BigInt64Array;
}

export type PageRenderResult =
  /**
   * `complete` is false when a region was left to the browser (its remote could not render in time); `reads` are
   * the API paths the page's data came from (`products/4`, no query), so the API knows which change outdates it;
   * `pageRemote` says which build of a remote the page's markup came from, so a redeploy of it outdates the page
   */
  | { kind: 'page'; status: 200 | 404; html: string; complete: boolean; reads: string[]; pageRemote?: PageRemote }
  /** a personal page (cart, checkout, accounts, admin): the shell's page as built, rendered in the browser */
  | { kind: 'browser' }
  /** another spelling of a page's address (case, a trailing slash, an id's leading zeros, `/index.html`): its one address */
  | { kind: 'redirect'; location: string }
  /**
   * a file made for crawlers (`/robots.txt`, `/sitemap.xml`), kept like a page until one of the API paths it was
   * made from (`reads`) changes
   */
  | { kind: 'file'; contentType: string; body: string; reads: string[] };
