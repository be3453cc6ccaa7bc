import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { HAS_VISITED_KEY } from 'shared/config/first-visit';
import { chromiumFlags, findChromium } from '../../scripts/testing/chromium.ts';

export interface LighthouseResult {
  score?: number;
  lcpMs?: number;
  fcpMs?: number;
  tbtMs?: number;
  /** cumulative layout shift */
  cls?: number;
  /** script evaluation on the main thread, as Lighthouse simulates it on a phone (4× the CPU time measured here) */
  scriptEvaluationMs?: number;
  /** all main-thread work, simulated the same way: script, parsing and compiling, style, layout, paint… */
  mainThreadMs?: number;
  error?: string;
}

/** The `mainthread-work-breakdown` audit's table: milliseconds per kind of work. */
interface MainThreadWork {
  items: { group: string; duration: number }[];
}

/**
 * Marks the browser as having seen the first-visit splash, so `/` is measured as the home page.
 * Only this flag is stored: the cache stays empty, as in a cold run.
 */
async function markVisited(port: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((key) => window.localStorage.setItem(key, 'true'), HAS_VISITED_KEY);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default (mobile) form factor, performance category only, in a fresh Chromium, as a returning visitor. */
export async function lighthousePerformance(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: (await findChromium()).executablePath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    await markVisited(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      // keeps the flag set above (Lighthouse would clear the origin's storage, and with it the flag)
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no report' };
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const score = lhr.categories.performance?.score;
    const workGroups = (lhr.audits['mainthread-work-breakdown']?.details as MainThreadWork | undefined)?.items ?? [];
    return {
      score: score === null || score === undefined ? undefined : Math.round(score * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      scriptEvaluationMs: workGroups.find((item) => item.group === 'scriptEvaluation')?.duration,
      mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue,
      error: score === null ? 'no score (see runtime warnings)' : undefined,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse three times, as the peer is measured: the run with the median score (a failed run counts lowest). */
export async function medianLighthousePerformance(url: string): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < 3; run += 1) runs.push(await lighthousePerformance(url));
  return runs.sort((a, b) => (a.score ?? -1) - (b.score ?? -1))[1]!;
}
