import type { ProductSummary } from 'shared/contracts/catalog';
import { auditOrders, type OrderAudit } from './order-audit.ts';
import { type Answer, askShop, type ClientSettings } from './patient-client.ts';
import { shop, type ShopperOutcome } from './shopper.ts';
import { shoppingPlans } from './shopping-plans.ts';

export interface DatabaseCutScenario {
  /** the shop, reaching its PostgreSQL through something `cut` and `restore` control */
  baseURL: string;
  /** the same database, reached directly, for the final audit */
  databaseUrl: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  shoppers: number;
  /** shoppers start one after another over this long */
  arrivalMs: number;
  /** a shopper waits up to this long between two steps */
  thinkMs: number;
  /** the cut begins this long after the first shopper arrives, and lasts `cutMs` */
  cutAfterMs: number;
  cutMs: number;
  retryAfterCapMs: number;
  /** an answer slower than this is a hang */
  answerTimeoutMs: number;
  /** after the cut, shoppers still getting 503s give up this long after it ended */
  patienceMs: number;
}

export interface DatabaseCutReport {
  durationMs: number;
  outcomes: ShopperOutcome[];
  answers: Answer[];
  /** when the cut began and ended, on the answers' clock */
  cutFrom: number;
  cutTo: number;
  /** `/api/health` asked every 200 ms from the cut until it answered 200 again */
  health: Answer[];
  /** from the end of the cut to the first 200 of `/api/health` */
  recoveryMs: number | undefined;
  audit: OrderAudit;
}

/** Answers whose request was under way at some moment of the cut. */
export const duringCut = (report: DatabaseCutReport, answers = report.answers) =>
  answers.filter((answer) => answer.startedAt < report.cutTo && answer.startedAt + answer.ms > report.cutFrom);

/** The `/api/health` probes sent during the cut, but its last second, when a probe may meet the restored database. */
export const healthInCut = (report: DatabaseCutReport) =>
  report.health.filter((answer) => answer.startedAt >= report.cutFrom && answer.startedAt < report.cutTo - 1_000);

/**
 * How long an answer under way during the cut kept its client waiting once the cut had begun: a request sent
 * before the cut counts from the cut, since how slow it was before is the load's doing, not the cut's.
 */
export const waitInCut = (report: DatabaseCutReport, answer: Answer) =>
  answer.startedAt + answer.ms - Math.max(answer.startedAt, report.cutFrom);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `/api/health` from the cut on, until it answers 200 after the cut has ended. */
async function watchHealth(settings: ClientSettings, cutEnded: () => number | undefined) {
  const health: Answer[] = [];
  for (;;) {
    const answer = await askShop(settings, { method: 'GET', path: '/api/health' });
    health.push(answer);
    const ended = cutEnded();
    if (answer.status === 200 && ended !== undefined && answer.startedAt >= ended) {
      return { health, recoveryMs: answer.startedAt + answer.ms - ended };
    }
    if (performance.now() > settings.giveUpAt) return { health, recoveryMs: undefined };
    await pause(200);
  }
}

/**
 * Many shoppers fill carts, check out and pay through the sandbox while the database is cut for a few
 * seconds in the middle; then the database itself is read to see that every paid order is there once.
 */
export async function checkoutUnderDatabaseCut(scenario: DatabaseCutScenario): Promise<DatabaseCutReport> {
  const catalogue = (await (await fetch(`${scenario.baseURL}/api/products`)).json()) as { data: ProductSummary[] };
  const plans = shoppingPlans(scenario.shoppers, catalogue.data);
  const answers: Answer[] = [];
  const started = performance.now();
  const giveUpAt = started + scenario.cutAfterMs + scenario.cutMs + scenario.patienceMs;
  const settings: ClientSettings = {
    baseURL: scenario.baseURL,
    retryAfterCapMs: scenario.retryAfterCapMs,
    answerTimeoutMs: scenario.answerTimeoutMs,
    giveUpAt,
    record: (answer) => answers.push(answer),
  };

  const shoppers = Promise.all(
    plans.map(async (plan) => {
      await pause((plan.index * scenario.arrivalMs) / scenario.shoppers);
      return shop(settings, plan, () => Math.random() * scenario.thinkMs);
    }),
  );

  await pause(scenario.cutAfterMs);
  await scenario.cut();
  const cutFrom = performance.now();
  const cutEnd: { at?: number } = {};
  const watching = watchHealth(settings, () => cutEnd.at);
  await pause(scenario.cutMs);
  await scenario.restore();
  const cutTo = (cutEnd.at = performance.now());

  const [outcomes, { health, recoveryMs }] = await Promise.all([shoppers, watching]);
  const durationMs = performance.now() - started;
  return {
    durationMs,
    outcomes,
    answers,
    cutFrom,
    cutTo,
    health,
    recoveryMs,
    audit: await auditOrders(scenario.databaseUrl, outcomes),
  };
}

/** The figures of a run, for a bench table or a test's diagnostics. */
export function cutFigures(report: DatabaseCutReport) {
  const during = duringCut(report);
  const outside = report.answers.filter((answer) => !during.includes(answer));
  const outsideMs = outside.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    shoppers: report.outcomes.length,
    durationS: Number((report.durationMs / 1000).toFixed(1)),
    cutS: Number(((report.cutTo - report.cutFrom) / 1000).toFixed(1)),
    requests: report.answers.length,
    answered503: report.answers.filter((answer) => answer.status === 503).length,
    answered503OutsideCut: outside.filter((answer) => answer.status === 503).length,
    p99MsOutsideCut: Math.round(outsideMs[Math.floor(outsideMs.length * 0.99)] ?? 0),
    requestsDuringCut: during.length,
    longestWaitInCutMs: Math.round(Math.max(0, ...during.map((answer) => waitInCut(report, answer)))),
    unanswered: report.answers.filter((answer) => answer.status === 0).length,
    healthDuringCut: healthInCut(report)
      .map((answer) => answer.status)
      .join(' '),
    recoveryMs: report.recoveryMs === undefined ? undefined : Math.round(report.recoveryMs),
    paidOrdersVerified: report.audit.paidOrdersVerified,
    cartsVerified: report.audit.cartsVerified,
    problems: report.audit.problems.length + report.outcomes.filter((outcome) => outcome.failure).length,
  };
}
