import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { closedSmtpUrl, type SmtpCatcher, startSmtpCatcher } from '../../../scripts/testing/smtp-catcher.ts';
import { capturedLog } from '../test/captured-log.ts';
import { createMailer, type Mail } from './mailer.ts';

const FROM = 'Healthy Grains <no-reply@healthygrains.example>';
const SUPPORT = 'support@healthygrains.example';

let smtp: SmtpCatcher;
before(async () => {
  smtp = await startSmtpCatcher();
});
after(() => smtp.close());

/** The logger an app hands the mailer. */
const { log, entries } = capturedLog();

const mail: Mail & { outboxId: number } = {
  outboxId: 7,
  to: SUPPORT,
  replyTo: { name: 'Asha Rao', address: 'asha.rao@example.in' },
  subject: 'Contact form: Asha Rao',
  text: 'First name: Asha\n\nMessage:\n<b>not bold</b>',
};

test('with an SMTP URL, a mail is sent from MAIL_FROM as text/plain only', async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, supportEmail: SUPPORT }, log);
  try {
    assert.equal(await mailer.deliver(mail), 'sent');
  } finally {
    mailer.close();
  }
  const [received] = smtp.mails;
  assert.ok(received);
  assert.deepEqual(received.parsed.from, { name: 'Healthy Grains', address: 'no-reply@healthygrains.example' });
  assert.deepEqual(received.parsed.replyTo, [{ name: 'Asha Rao', address: 'asha.rao@example.in' }]);
  assert.equal(received.parsed.text, `${mail.text}\n`);
  assert.equal(received.parsed.html, undefined);
  assert.doesNotMatch(received.raw, /text\/html|multipart\//i);
});

test('an SMTP server that cannot be reached makes the send fail', async () => {
  const mailer = createMailer({ smtpUrl: await closedSmtpUrl(), from: FROM, supportEmail: SUPPORT }, log);
  try {
    await assert.rejects(mailer.deliver(mail), /ECONNREFUSED/);
  } finally {
    mailer.close();
  }
});

test('without an SMTP URL, a line naming the outbox row is logged in place of sending', async () => {
  const mailer = createMailer({ smtpUrl: undefined, from: FROM, supportEmail: SUPPORT }, log);
  assert.equal(await mailer.deliver({ ...mail, outboxId: 41, subject: 'Kept here' }), 'logged');
  const line = entries().find((entry) => entry.outboxId === 41);
  assert.ok(line, 'a log line names the outbox row');
  assert.match(line.msg, /kept in the outbox/);
  assert.equal(line.subject, 'Kept here');
  assert.equal(line.to, SUPPORT);
});

test('without an SMTP URL, the links of a kept mail are in its log line, to be followed locally', async () => {
  const mailer = createMailer({ smtpUrl: undefined, from: FROM, supportEmail: SUPPORT }, log);
  const link = 'http://localhost:8080/healthy-grains/e-commerce/reset-password?token=abc&email=asha%40example.in';
  await mailer.deliver({
    outboxId: 42,
    to: 'asha@example.in',
    subject: 'Reset here',
    text: `Open this link:\n${link}\nThanks.`,
  });
  const line = entries().find((entry) => entry.subject === 'Reset here');
  assert.deepEqual(line?.links, [link]);
});
