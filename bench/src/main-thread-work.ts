import { startBaselineShop, type BaselineShop } from './baseline-shop.ts';
import { lighthousePerformance, type LighthouseResult } from './lighthouse-score.ts';

export interface MeasuredShop {
  label: string;
  baseURL: string;
}

export interface MainThreadFigures {
  page: string;
  shop: string;
  runs: number;
  /** medians, in Lighthouse's simulated phone (mobile, 4× CPU slowdown) */
  tbtMs: number;
  scriptEvaluationMs: number;
  mainThreadMs: number;
  errors: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Cold loads of each page in each shop, interleaved (run 1 of every page in every shop, then run 2, …), so that a
 * busy machine weighs on every shop alike; the medians of total blocking time, script evaluation and all
 * main-thread work.
 */
export async function measureMainThreadWork(
  shops: MeasuredShop[],
  pages: { name: string; path: string }[],
  runs: number,
): Promise<MainThreadFigures[]> {
  const results = new Map<string, LighthouseResult[]>();
  const key = (page: string, shop: string) => `${page}\n${shop}`;
  // a shop's first render of a page may find a remote's server code still loading and leave the page to the browser
  for (const page of pages)
    for (const shop of shops) await fetch(shop.baseURL + page.path).then((answer) => answer.text());
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      for (const shop of shops) {
        const result = await lighthousePerformance(shop.baseURL + page.path);
        results.set(key(page.name, shop.label), [...(results.get(key(page.name, shop.label)) ?? []), result]);
      }
    }
  }
  return pages.flatMap((page) =>
    shops.map((shop) => {
      const all = results.get(key(page.name, shop.label)) ?? [];
      const measured = all.filter(
        (result) =>
          result.tbtMs !== undefined && result.scriptEvaluationMs !== undefined && result.mainThreadMs !== undefined,
      );
      return {
        page: page.name,
        shop: shop.label,
        runs: measured.length,
        tbtMs: median(measured.map((result) => result.tbtMs!)),
        scriptEvaluationMs: median(measured.map((result) => result.scriptEvaluationMs!)),
        mainThreadMs: median(measured.map((result) => result.mainThreadMs!)),
        errors: all.flatMap((result) => (result.error ? [result.error] : [])),
      };
    }),
  );
}

export interface MainThreadRow {
  measure: string;
  value: string;
  target?: string;
  ok?: boolean;
  error?: boolean;
}

/** The performance issue's target: half the main-thread work of the revision it started from. */
const RATIO_TARGET = 0.5;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The cold pages measured in the shop under test and, with `BENCH_BASELINE=<git ref>`, in that revision's shop
 * too (built in a temporary worktree), `BENCH_MAIN_THREAD_RUNS` times each (3 by default).
 */
export async function mainThreadSection(
  current: MeasuredShop,
  pages: { name: string; path: string }[],
): Promise<MainThreadRow[]> {
  const runs = Number(process.env.BENCH_MAIN_THREAD_RUNS || 3);
  const ref = process.env.BENCH_BASELINE;
  const rows: MainThreadRow[] = [];
  let baseline: BaselineShop | undefined;
  if (ref) {
    console.log(`Building and starting the baseline ${ref} in a temporary worktree…`);
    try {
      baseline = await startBaselineShop(ref);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      rows.push({ measure: `baseline ${ref}`, value: text.split('\n')[0]!.slice(0, 70), error: true });
    }
  }
  const shops = baseline ? [{ label: baseline.label, baseURL: baseline.shop.baseURL }, current] : [current];
  console.log(
    `Main-thread work (Lighthouse mobile, ${runs} runs, interleaved): ${shops.map((s) => s.label).join(', ')}…`,
  );
  try {
    const figures = await measureMainThreadWork(shops, pages, runs);
    for (const figure of figures) {
      const measure = `${figure.page}, ${figure.shop}`;
      if (figure.runs === 0) {
        rows.push({ measure, value: figure.errors[0]?.slice(0, 70) ?? 'no run', error: true });
        continue;
      }
      rows.push({
        measure: `${measure}: TBT, script evaluation, main thread`,
        value: `${ms(figure.tbtMs)}, ${ms(figure.scriptEvaluationMs)}, ${ms(figure.mainThreadMs)} (${figure.runs} runs)`,
      });
    }
    if (baseline) {
      for (const page of pages) {
        const [before, after] = shops.map((shop) => figures.find((f) => f.page === page.name && f.shop === shop.label));
        if (!before?.runs || !after?.runs) continue;
        const tbt = after.tbtMs / before.tbtMs;
        const script = after.scriptEvaluationMs / before.scriptEvaluationMs;
        const total = after.mainThreadMs / before.mainThreadMs;
        rows.push({
          measure: `${page.name}: after / before (TBT, script evaluation, main thread)`,
          value: `${tbt.toFixed(2)}, ${script.toFixed(2)}, ${total.toFixed(2)}`,
          target: `TBT and script ≤ ${RATIO_TARGET}`,
          ok: tbt <= RATIO_TARGET && script <= RATIO_TARGET,
        });
      }
    }
  } finally {
    await baseline?.remove();
  }
  return rows;
}
