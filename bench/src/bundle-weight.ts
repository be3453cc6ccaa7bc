import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { HAS_VISITED_KEY } from 'shared/config/first-visit';
import { chromiumFlags, findChromium } from '../../scripts/testing/chromium.ts';
import type { BenchPage } from './pages.ts';

export interface PageWeight {
  page: string;
  /** package (shell, mfe-catalog, …) → gzip bytes of the JS it served */
  byPackage: Record<string, number>;
  total: number;
  /** whether the page showed its heading (a page that did not render weighs nothing useful) */
  rendered: boolean;
  /** shared package → how many versions of it the federation runtime loaded */
  singletonCopies: Record<string, number>;
}

/** Which front end a script belongs to: `/mfe/<folder>/…` is that remote, anything else on the origin is the shell. */
const packageOf = (url: URL, origin: string) => {
  if (url.origin !== origin) return url.host;
  const remote = /^\/mfe\/([^/]+)\//.exec(url.pathname);
  return remote ? remote[1]! : 'shell';
};

/**
 * Cold visit of each page in a fresh browser context (empty cache and storage): every script
 * response body is gzipped here at level 9, so the number does not depend on the server's compression.
 */
export async function measureBundleWeight(baseURL: string, pages: BenchPage[]): Promise<PageWeight[]> {
  const browser: Browser = await chromium.launch({
    executablePath: (await findChromium()).executablePath,
    args: ['--headless', ...chromiumFlags],
  });
  try {
    const results: PageWeight[] = [];
    for (const { name, path, sessionId } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (sessionId) await context.addInitScript((id) => window.sessionStorage.setItem('session_id', id), sessionId);
      // a visitor who has seen the first-visit splash, so `/` is the home page itself
      await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), HAS_VISITED_KEY);
      const page = await context.newPage();
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      const rendered = await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      await page.waitForLoadState('networkidle');

      const byPackage: Record<string, number> = {};
      for (const response of scripts) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const pkg = packageOf(new URL(response.url()), baseURL);
        byPackage[pkg] = (byPackage[pkg] ?? 0) + gzipSync(body, { level: 9 }).length;
      }
      const singletonCopies = await page.evaluate(() => {
        const federation = (
          globalThis as {
            __FEDERATION__?: {
              __SHARE__: Record<
                string,
                Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
              >;
            };
          }
        ).__FEDERATION__;
        const copies: Record<string, number> = {};
        for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
          for (const packages of Object.values(scopes)) {
            for (const [pkg, versions] of Object.entries(packages)) {
              const loaded = Object.values(versions).filter(
                (shared) => shared.loaded === true || shared.lib !== undefined,
              ).length;
              copies[pkg] = (copies[pkg] ?? 0) + loaded;
            }
          }
        }
        return copies;
      });
      results.push({
        page: name,
        byPackage,
        total: Object.values(byPackage).reduce((a, b) => a + b, 0),
        rendered,
        singletonCopies,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
