import {
  checkoutUnderDatabaseCut,
  cutFigures,
} from '../../scripts/testing/database-cut/checkout-under-database-cut.ts';
import { MANY_SHOPPERS_ON_ONE_ADDRESS } from '../../scripts/testing/many-shoppers.ts';
import { startShopProcess } from '../../scripts/testing/shop-process.ts';
import { startTcpProxy } from '../../scripts/testing/tcp-proxy.ts';
import { freshBenchDatabase } from './bench-database.ts';

export interface CutRow {
  measure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

/** The longest a request under way during the cut may wait for its 503. */
const QUICK_MS = 3_000;

/**
 * 200 shoppers add to their carts, check out and pay while the API's connection to PostgreSQL is cut for 5 s
 * (the API test's scenario at full scale). The API runs alone (`api/src/server.ts`, no front ends needed) on a
 * database of its own, reached through a TCP proxy.
 */
export async function databaseCutLoad(shoppers = 200): Promise<{ rows: CutRow[]; problems: string[] }> {
  const databaseUrl = new URL(await freshBenchDatabase('healthy_grains_bench_cut'));
  const proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  const throughProxy = new URL(databaseUrl);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  try {
    const shop = await startShopProcess({
      command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
      tempDirPrefix: 'healthy-grains-bench-cut-',
      env: () => ({ DATABASE_URL: throughProxy.href, ...MANY_SHOPPERS_ON_ONE_ADDRESS }),
      startupTimeoutMs: 60_000,
    });
    try {
      const report = await checkoutUnderDatabaseCut({
        baseURL: shop.baseURL,
        databaseUrl: databaseUrl.href,
        cut: proxy.cut,
        restore: proxy.restore,
        shoppers,
        arrivalMs: 2_000,
        thinkMs: 800,
        cutAfterMs: 3_000,
        cutMs: 5_000,
        retryAfterCapMs: 1_000,
        answerTimeoutMs: 15_000,
        patienceMs: 30_000,
      });
      const figures = cutFigures(report);
      const paying = report.outcomes.filter((outcome) => outcome.plan.checksOut).length;
      const problems = [
        ...report.outcomes.flatMap((outcome) => outcome.failure ?? []),
        ...report.audit.problems,
        ...report.answers
          .filter((answer) => answer.status === 0)
          .map((answer) => `${answer.method} ${answer.path}: no answer (${answer.error})`),
      ];
      const rows: CutRow[] = [
        { measure: 'shoppers, duration', value: `${figures.shoppers}, ${figures.durationS} s (cut ${figures.cutS} s)` },
        {
          measure: 'requests: 503 (under way during the cut)',
          value: `${figures.requests}: ${figures.answered503} (${figures.requestsDuringCut})`,
          target: '> 0 503',
          ok: figures.answered503 > 0,
        },
        {
          measure: 'longest wait for an answer once the cut began',
          value: `${figures.longestWaitInCutMs} ms`,
          target: `< ${QUICK_MS} ms, none unanswered`,
          ok: figures.longestWaitInCutMs < QUICK_MS && figures.unanswered === 0,
        },
        {
          measure: 'outside the cut: p99 answer (503s)',
          value: `${figures.p99MsOutsideCut} ms (${figures.answered503OutsideCut})`,
        },
        {
          measure: '/api/health during the cut',
          value: figures.healthDuringCut,
          target: '503 only',
          ok: figures.healthDuringCut !== '' && figures.healthDuringCut.split(' ').every((status) => status === '503'),
        },
        {
          measure: '/api/health 200 after the cut',
          value: figures.recoveryMs === undefined ? 'never' : `${figures.recoveryMs} ms`,
          ok: figures.recoveryMs !== undefined,
        },
        {
          measure: 'paid orders verified in the database',
          value: `${figures.paidOrdersVerified} of ${paying}`,
          target: `${paying}`,
          ok: figures.paidOrdersVerified === paying,
        },
        {
          measure: 'carts left behind, intact',
          value: `${figures.cartsVerified} of ${figures.shoppers - paying}`,
          target: `${figures.shoppers - paying}`,
          ok: figures.cartsVerified === figures.shoppers - paying,
        },
        { measure: 'problems', value: String(problems.length), target: '0', ok: problems.length === 0 },
      ];
      return { rows, problems };
    } finally {
      await shop.stop();
    }
  } finally {
    await proxy.close();
  }
}
