import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type SmtpCatcher, startSmtpCatcher } from '../../../scripts/testing/smtp-catcher.ts';
import { buildApp } from '../app.ts';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { mailOutbox } from '../db/schema.ts';
import { eventually } from '../test/eventually.ts';
import { onPostgres, startTestShop, testDatabaseUrl, type TestShop } from '../test/test-shop.ts';
import { MAIL_WORKER_TIMINGS } from './mail-worker.ts';
import { queueMail } from './outbox.ts';

// Two API instances with a pool each on one PostgreSQL, both delivering the same outbox as fast as they can, in
// small batches, so that they keep reaching for the same rows at the same moments.
describe('several API instances on one database', { skip: !onPostgres && 'runs on the PostgreSQL pass' }, () => {
  let smtp: SmtpCatcher;
  let shop: TestShop;
  let secondDatabase: OpenDatabase;
  let secondInstance: FastifyInstance;
  const mailWorker = { ...MAIL_WORKER_TIMINGS, pollMs: 5, batch: 2 };

  before(async () => {
    smtp = await startSmtpCatcher();
    const mail = { smtpUrl: smtp.url, from: 'Healthy Grains <no-reply@example.in>', supportEmail: 'help@example.in' };
    shop = await startTestShop({ mail, mailWorker });
    secondDatabase = await openDatabase({ kind: 'postgres', url: testDatabaseUrl() });
    secondInstance = await buildApp({ db: secondDatabase.db, storageDir: shop.storageDir, mail, mailWorker });
  });
  after(async () => {
    await secondInstance.close();
    await secondDatabase.close();
    await shop.close();
    await smtp.close();
  });

  test('exactly one instance delivers each mail', async () => {
    const subjects = Array.from({ length: 120 }, (_, n) => `Mail number ${n + 1}`);
    for (const subject of subjects) {
      await queueMail(shop.db, { to: 'shopper@example.in', subject, text: subject });
    }
    // both workers start on the full outbox at once
    await Promise.all([shop.app.ready(), secondInstance.ready()]);
    await eventually(async () => {
      const rows = await shop.db.select({ state: mailOutbox.state }).from(mailOutbox);
      assert.ok(rows.every((row) => row.state === 'sent'));
    }, 30_000);
    // each worker stops once the pass it is in is over: what they would have sent again, they have sent
    await Promise.all([shop.app.close(), secondInstance.close()]);
    const arrived = smtp.mails.map((mail) => mail.parsed.subject ?? '');
    assert.deepEqual(arrived.sort(), [...subjects].sort());
  });
});
