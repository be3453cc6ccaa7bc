import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../scripts/testing/chromium.ts';

export interface LighthouseResult {
  score?: number;
  lcpMs?: number;
  fcpMs?: number;
  tbtMs?: number;
  error?: string;
}

/** Lighthouse's default (mobile) form factor, performance category only, in a fresh Chromium. */
export async function lighthousePerformance(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no report' };
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const score = lhr.categories.performance?.score;
    return {
      score: score === null || score === undefined ? undefined : Math.round(score * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      error: score === null ? 'no score (see runtime warnings)' : undefined,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await chrome.kill();
  }
}
