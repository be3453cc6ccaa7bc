import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  checkoutUnderDatabaseCut,
  cutFigures,
  type DatabaseCutReport,
  duringCut,
  healthInCut,
  waitInCut,
} from '../../../scripts/testing/database-cut/checkout-under-database-cut.ts';
import type { ShopProcess } from '../../../scripts/testing/shop-process.ts';
import type { TcpProxy } from '../../../scripts/testing/tcp-proxy.ts';
import { startShopBehindProxy } from '../test/shop-behind-proxy.ts';
import { onPostgres } from '../test/test-shop.ts';
import { BRIEFLY_UNAVAILABLE, RETRY_AFTER_SECONDS } from './database-unreachable.ts';

/** Longest a request under way during the cut may wait for its 503: a refused connection fails at once. */
const QUICK_MS = 3_000;

// The scenario `npm run bench` runs with 200 shoppers, at a scale CI affords: a real shop process on
// PostgreSQL, reached through a proxy the test cuts, and shoppers calling it over HTTP as browsers do.
describe(
  'shoppers check out and pay while the database connection is cut',
  { skip: !onPostgres && 'runs on the PostgreSQL pass: the cut is a TCP proxy in front of PostgreSQL' },
  () => {
    let proxy: TcpProxy;
    let shopProcess: ShopProcess;
    let ended = false;
    let report: DatabaseCutReport;

    before(async () => {
      const started = await startShopBehindProxy({ tempDirPrefix: 'hg-database-cut-' });
      ({ proxy, shop: shopProcess } = started);
      const { databaseUrl } = started;
      void shopProcess.exited.then(() => (ended = true));
      report = await checkoutUnderDatabaseCut({
        baseURL: shopProcess.baseURL,
        databaseUrl: databaseUrl.href,
        cut: proxy.cut,
        restore: proxy.restore,
        shoppers: 30,
        arrivalMs: 3_000,
        thinkMs: 300,
        cutAfterMs: 1_500,
        cutMs: 3_000,
        retryAfterCapMs: 500,
        answerTimeoutMs: 15_000,
        patienceMs: 20_000,
      });
      console.log(`# ${JSON.stringify(cutFigures(report))}`);
    });
    after(async () => {
      await shopProcess.stop();
      await proxy.close();
    });

    test('every shopper got through: no answer but 2xx and 503, none missing', () => {
      assert.deepEqual(
        report.outcomes.flatMap((outcome) => outcome.failure ?? []),
        [],
      );
      const unanswered = report.answers.filter((answer) => answer.status === 0);
      assert.deepEqual(unanswered, [], 'requests that got no answer within 15 s');
      assert.equal(ended, false, 'the shop process ended');
    });

    test('the cut was felt, and answered 503 quickly with the envelope and Retry-After', () => {
      const unavailable = report.answers.filter((answer) => answer.status === 503);
      assert.ok(unavailable.length > 0, 'no request met the cut');
      for (const answer of unavailable) {
        assert.deepEqual(answer.body, { status: false, message: BRIEFLY_UNAVAILABLE });
        assert.equal(answer.retryAfter, String(RETRY_AFTER_SECONDS));
      }
      const slowest = Math.max(...duringCut(report).map((answer) => waitInCut(report, answer)));
      assert.ok(slowest < QUICK_MS, `a request under way during the cut waited ${Math.round(slowest)} ms`);
    });

    test('/api/health says 503 during the cut and 200 soon after, without a restart', () => {
      const inCut = healthInCut(report);
      assert.ok(inCut.length > 0, 'health was not asked during the cut');
      for (const answer of inCut) {
        assert.equal(answer.status, 503);
        assert.deepEqual(answer.body, { status: false, message: 'The database is not reachable.' });
        assert.ok(answer.ms < QUICK_MS, `health answered after ${Math.round(answer.ms)} ms`);
      }
      assert.ok(
        report.recoveryMs !== undefined && report.recoveryMs < 10_000,
        `recovered after ${report.recoveryMs} ms`,
      );
    });

    test('in the database: each paid order once, at its total and with its lines; carts left behind intact', () => {
      assert.deepEqual(report.audit.problems, []);
      const plans = report.outcomes.map((outcome) => outcome.plan);
      assert.equal(report.audit.paidOrdersVerified, plans.filter((plan) => plan.checksOut).length);
      assert.equal(report.audit.cartsVerified, plans.filter((plan) => !plan.checksOut).length);
    });
  },
);
