import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { HAS_VISITED_KEY } from 'shared/config/first-visit';
import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';
import { MANY_SHOPPERS_ON_ONE_ADDRESS } from '../../scripts/testing/many-shoppers.ts';
import type { ShopProcess } from '../../scripts/testing/shop-process.ts';
import { startShop } from './servers.ts';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n${nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The shop's catalogue as the API serves it, so tests follow the seed instead of copying it. */
export interface Catalogue {
  products: ProductSummary[];
  product(id: number): Promise<Product>;
  combos: ComboSummary[];
  combo(id: number): Promise<Combo>;
}

/**
 * Waits until the shop's code has taken the page over (`<html data-started>`, shell/src/started-mark.tsx): a page
 * arrives rendered by the server, and a click on it does nothing until then, as for a shopper on a slow network.
 * A page that is not the shop's (the API document, say) has no `#root` and is not waited for.
 */
export async function pageStarted(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.started !== undefined,
  );
}

/**
 * Prepares a page as the tests' shoppers use it: a returning visitor unless `firstVisit`, and acting on a page only
 * once the shop's code has started on it.
 */
export async function asShopper(page: Page, { firstVisit = false } = {}) {
  if (!firstVisit) await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), HAS_VISITED_KEY);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await pageStarted(page);
    return response;
  };
}

/** A second shopper's page, in a browser context of its own, prepared as the `page` fixture is. */
export async function newShopperPage(browser: Browser, options: BrowserContextOptions) {
  const page = await browser.newPage(options);
  await asShopper(page);
  return page;
}

/**
 * Stops the page's clock (`page.clock.install()` came before the page loaded) just ahead of the page's time: what the
 * next step sets off then runs on page time that moves only with `page.clock.runFor`, whatever the machine's load.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // far enough ahead to still be ahead when a busy browser gets to it
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Moves the page's paused clock on in small steps until `shown` holds, for a change that waits on page time (an
 * animation frame, React's pause before it swaps a spinner for what came): the change came at most a step before the
 * clock's time then.
 */
export async function runClockUntil(page: Page, shown: () => Promise<boolean>, what: string) {
  await expect
    .poll(async () => (await shown()) || (await page.clock.runFor(CLOCK_STEP_MS), false), {
      message: what,
      intervals: [0],
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * For a timer set by the effects of a render the page shows now: lets React run those effects, moves the page's
 * paused clock to a moment before `ms` and checks `before`, then to a moment after it and checks `after`, then lets
 * the clock run again. React queues the effects as a `MessageChannel` message, so a message posted now comes after.
 */
export async function expectChangeAfter(
  page: Page,
  ms: number,
  { before, after }: { before: () => Promise<void>; after: () => Promise<void> },
) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = () => resolve();
        port2.postMessage(null);
      }),
  );
  await page.clock.runFor(ms - A_MOMENT_MS);
  await before();
  await page.clock.runFor(2 * A_MOMENT_MS);
  await after();
  await page.clock.resume();
}

const A_MOMENT_MS = 10;
// less than a moment, so a change found by `runClockUntil` is timed to within one
const CLOCK_STEP_MS = 5;

interface Fixtures {
  catalogue: Catalogue;
  /** false (the default): the browser has visited before, so `/` opens home instead of the first-visit splash */
  firstVisit: boolean;
}

interface WorkerFixtures {
  /** the worker's shop, on a fresh database, which `page`, `request` and the catalogue talk to */
  shop: ShopProcess;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      // every browser test checks out from this one address, a few dozen times a run
      const shop = await startShop({ env: MANY_SHOPPERS_ON_ONE_ADDRESS });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.baseURL),
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    await asShopper(page, { firstVisit });
    await use(page);
  },
  catalogue: async ({ request }, use) => {
    const data = async <T>(url: string): Promise<T> => {
      const response = await request.get(url);
      expect(response.ok(), `GET ${url}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    };
    await use({
      products: await data<ProductSummary[]>('/api/products'),
      product: (id) => data<Product>(`/api/products/${id}`),
      combos: await data<ComboSummary[]>('/api/product-combos'),
      combo: (id) => data<Combo>(`/api/product-combos/${id}`),
    });
  },
});

export { expect };
