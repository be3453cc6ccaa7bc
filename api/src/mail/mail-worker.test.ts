import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { freePort } from '../../../scripts/testing/free-port.ts';
import { closedSmtpUrl, startSmtpCatcher } from '../../../scripts/testing/smtp-catcher.ts';
import type { OpenDatabase } from '../db/open-database.ts';
import { mailOutbox } from '../db/schema.ts';
import { capturedLog } from '../test/captured-log.ts';
import { eventually } from '../test/eventually.ts';
import { openTestDatabase } from '../test/test-shop.ts';
import {
  MAIL_WORKER_TIMINGS,
  type MailWorker,
  type MailWorkerTimings,
  retryDelay,
  startMailWorker,
} from './mail-worker.ts';
import { createMailer } from './mailer.ts';
import { queueMail } from './outbox.ts';

const settings = { from: 'Healthy Grains <no-reply@healthygrains.example>', supportEmail: 'support@example.in' };
/** Waits of milliseconds, so a test sees several retries. */
const quick: MailWorkerTimings = { ...MAIL_WORKER_TIMINGS, pollMs: 20, firstRetryMs: 40, maxRetryMs: 200 };

let database: OpenDatabase;
const { log, entries: logged } = capturedLog();

const running: { worker: MailWorker; close: () => void }[] = [];
/** A worker on the test database, mailing through `smtpUrl`; stopped after the test. */
function startWorker(smtpUrl: string | undefined, timings: MailWorkerTimings = quick) {
  const mailer = createMailer({ ...settings, smtpUrl }, log);
  const worker = startMailWorker(database.db, mailer, log, timings);
  running.push({ worker, close: mailer.close });
  return worker;
}

before(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const { worker, close } of running.splice(0)) {
    await worker.stop();
    close();
  }
  await database.db.delete(mailOutbox);
});
after(() => database.close());

const outboxRows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const queue = async (count: number, subject: string) => {
  for (let n = 1; n <= count; n += 1) {
    await queueMail(database.db, { to: `shopper${n}@example.in`, subject: `${subject} ${n}`, text: `Mail ${n}` });
  }
};

const LATER = 'A later pass';
/**
 * Queues one more mail and waits until the worker has tried it: a whole pass of the worker has begun since, which
 * would have taken anything else that was due.
 */
async function aLaterPass() {
  await queueMail(database.db, { to: 'later@example.in', subject: LATER, text: LATER });
  await eventually(async () => {
    const [later] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, LATER));
    assert.ok(later && (later.finishedAt !== null || later.lastError !== null), 'the later mail was tried');
  });
}
const ours = async () => (await outboxRows()).filter((row) => row.subject !== LATER);

test('with the SMTP server down for a while, then up, every mail arrives exactly once', async () => {
  const port = await freePort();
  startWorker(`smtp://127.0.0.1:${port}`);
  await queue(12, 'Down then up');
  await eventually(async () => {
    const rows = await outboxRows();
    assert.ok(
      rows.every((row) => row.attempts >= 3),
      'every mail was tried at least three times',
    );
  });
  const waiting = await outboxRows();
  assert.ok(waiting.every((row) => row.state === 'queued' && (row.lastError ?? '').includes('ECONNREFUSED')));
  assert.ok(logged().some((line) => line.msg.includes('will be retried')));

  const smtp = await startSmtpCatcher({ port });
  try {
    await eventually(async () => {
      assert.ok((await outboxRows()).every((row) => row.state === 'sent'));
    });
    // in which nothing may be sent again
    await aLaterPass();
    const subjects = smtp.mails
      .map((mail) => mail.parsed.subject)
      .filter((subject) => subject !== LATER)
      .sort();
    const expected = Array.from({ length: 12 }, (_, n) => `Down then up ${n + 1}`).sort();
    assert.deepEqual(subjects, expected);
    assert.ok((await ours()).every((row) => row.finishedAt && row.lastError === null));
  } finally {
    await smtp.close();
  }
});

test('each retry waits twice as long as the one before, up to the cap', async () => {
  assert.deepEqual(
    [1, 2, 3, 4, 9, 10, 30].map((attempts) => retryDelay(attempts, MAIL_WORKER_TIMINGS) / 1000),
    [10, 20, 40, 80, 2560, 3600, 3600],
  );
  startWorker(await closedSmtpUrl(), { ...quick, firstRetryMs: 60_000, maxRetryMs: 600_000 });
  await queue(1, 'Backoff');
  await eventually(async () => assert.equal((await outboxRows())[0]?.attempts, 1));
  await eventually(async () => assert.notEqual((await outboxRows())[0]?.lastError, null));
  const [row] = await database.db
    .select({ waitMs: sql<string>`extract(epoch from ${mailOutbox.nextAttemptAt} - now()) * 1000` })
    .from(mailOutbox);
  assert.ok(Number(row!.waitMs) > 50_000 && Number(row!.waitMs) <= 60_000, `next attempt in ${row!.waitMs} ms`);
});

test('after its last attempt a mail is given up: kept with state failed and its error, and logged', async () => {
  startWorker(await closedSmtpUrl(), { ...quick, maxAttempts: 3 });
  await queue(1, 'Never reaches');
  await eventually(async () => assert.equal((await outboxRows())[0]?.state, 'failed'));
  const [row] = await outboxRows();
  assert.equal(row!.attempts, 3);
  assert.match(row!.lastError ?? '', /ECONNREFUSED/);
  assert.ok(row!.finishedAt instanceof Date);
  const line = logged().find((entry) => entry.outboxId === row!.id && entry.msg.includes('gave up'));
  assert.ok(line, 'a log line names the mail given up');
  await aLaterPass();
  assert.equal((await ours())[0]?.attempts, 3, 'no attempt after giving up');
});

test('a mail the SMTP server refuses for good (5xx) is given up at once; the others are sent', async () => {
  const smtp = await startSmtpCatcher({ refused: ['shopper1@example.in'] });
  try {
    startWorker(smtp.url);
    await queue(2, 'Refused');
    await eventually(async () => {
      assert.deepEqual(
        (await outboxRows()).map((row) => [row.to, row.state, row.attempts]),
        [
          ['shopper1@example.in', 'failed', 1],
          ['shopper2@example.in', 'sent', 1],
        ],
      );
    });
    assert.match((await outboxRows())[0]!.lastError ?? '', /550/);
    assert.deepEqual(
      smtp.mails.map((mail) => mail.envelope.to),
      [['shopper2@example.in']],
    );
  } finally {
    await smtp.close();
  }
});

test('without an SMTP URL each mail gets one log line with its links and stays in the outbox as logged', async () => {
  startWorker(undefined);
  const link = 'http://localhost:8080/healthy-grains/e-commerce/reset-password?token=abc&email=asha%40example.in';
  await queueMail(database.db, { to: 'asha@example.in', subject: 'Reset here', text: `Open:\n${link}\n` });
  await eventually(async () => assert.equal((await outboxRows())[0]?.state, 'logged'));
  await aLaterPass();
  const lines = logged().filter((entry) => entry.subject === 'Reset here' && entry.msg.includes('kept in the outbox'));
  assert.equal(lines.length, 1);
  assert.deepEqual(lines[0]!.links, [link]);
});

test('stopping a worker in the middle of a batch returns, and hands the untried mails back', async () => {
  startWorker(await closedSmtpUrl(), { ...quick, batch: 50, firstRetryMs: 60_000 });
  await queue(30, 'Handed back');
  await eventually(async () => {
    assert.ok((await outboxRows()).some((row) => row.attempts > 0));
  });
  const { worker, close } = running.pop()!;
  await worker.stop();
  close();
  const rows = await outboxRows();
  const untried = rows.filter((row) => row.lastError === null);
  const due = await database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(sql`${mailOutbox.nextAttemptAt} <= now()`);
  assert.ok(untried.length > 0, 'the worker stopped before trying them all');
  assert.ok(
    untried.every((row) => row.attempts === 0 && due.some(({ id }) => id === row.id)),
    'untried mails are due at once, with no attempt counted',
  );
});

test('sent and logged mail is deleted after 30 days, mail given up on after 90, queued mail never', async () => {
  await queue(6, 'Old');
  const rows = await outboxRows();
  const setRow = (index: number, state: 'sent' | 'logged' | 'failed' | 'queued', daysAgo: number) =>
    database.db
      .update(mailOutbox)
      .set({ state, finishedAt: sql`now() - ${daysAgo} * interval '1 day'` })
      .where(eq(mailOutbox.id, rows[index]!.id));
  await setRow(0, 'sent', 31);
  await setRow(1, 'logged', 31);
  await setRow(2, 'sent', 29);
  await setRow(3, 'failed', 31);
  await setRow(4, 'failed', 91);
  startWorker(undefined);
  await eventually(async () => assert.equal((await outboxRows()).length, 3));
  assert.deepEqual(
    (await outboxRows()).map((row) => row.subject),
    ['Old 3', 'Old 4', 'Old 6'],
  );
});
