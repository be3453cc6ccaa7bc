import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGES, type ContactMessage } from 'shared/contracts/contact';
import { buildApp } from '../../app.ts';
import { type RateLimitSettings, readConfig } from '../../config.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';
import { eventually } from '../../test/eventually.ts';
import { newSession, sessionHeader } from '../../test/shop-builders.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../scripts/testing/smtp-catcher.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

const SUPPORT = 'help-desk@healthygrains.example';
const FROM = 'Healthy Grains <no-reply@healthygrains.example>';
const SESSION_EXPIRED = 'Your session has expired. Please reload the page.';

/** Limits no test here reaches, except the one that floods its own app. */
const roomyLimits: RateLimitSettings = { ...readConfig({}).rateLimits, contact: { max: 10_000, timeWindowMs: 60_000 } };

let smtp: SmtpCatcher;
let shop: TestShop;
let sessionId: string;
const extraApps: FastifyInstance[] = [];

before(async () => {
  smtp = await startSmtpCatcher();
  shop = await startTestShop({
    mail: { smtpUrl: smtp.url, from: FROM, supportEmail: SUPPORT },
    mailWorker: { pollMs: 20 },
    rateLimits: roomyLimits,
  });
  sessionId = await newSession(shop);
});
after(async () => {
  for (const app of extraApps) await app.close();
  await shop.close();
  await smtp.close();
});

const QUESTION = 'Is the millet upma mix safe for someone with coeliac disease?';

/** A message that passes every rule of the form. */
const contactForm = (overrides: Partial<Record<keyof ContactMessage, unknown>> = {}) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha.rao@example.in',
  contact_no: '+919876543210',
  message: QUESTION,
  ...overrides,
});

const sendMail = (app: FastifyInstance, payload: unknown, { session = sessionId, remoteAddress = '127.0.0.1' } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/send-mail',
    headers: sessionHeader(session),
    payload: payload as object,
    remoteAddress,
  });

const storedMessages = async () => (await shop.db.select({ n: count() }).from(contactMessages))[0]!.n;
const queuedMails = async () => (await shop.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const lastStoredMessage = async () =>
  (await shop.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0]!;

/** Another app on the shop's database, mailing as the shop does, with its own limits. */
async function appWith(rateLimits: RateLimitSettings) {
  const app = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    mail: { smtpUrl: smtp.url, from: FROM, supportEmail: SUPPORT },
    rateLimits,
  });
  extraApps.push(app);
  return app;
}

test('a valid message is stored and mailed to support as plain text, with Reply-To the sender', async () => {
  const mailsBefore = smtp.mails.length;
  const response = await sendMail(shop.app, contactForm());
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { status: true, message: CONTACT_MESSAGES.sent });

  const stored = await lastStoredMessage();
  assert.equal(stored.sessionId, sessionId);
  assert.deepEqual(
    {
      firstName: stored.firstName,
      lastName: stored.lastName,
      email: stored.email,
      contactNo: stored.contactNo,
      message: stored.message,
    },
    { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in', contactNo: '+919876543210', message: QUESTION },
  );
  assert.ok(stored.mailedAt instanceof Date, 'mailed_at is set once the mail is queued');

  await eventually(() => assert.equal(smtp.mails.length, mailsBefore + 1));
  const mail = smtp.mails.at(-1)!;
  assert.deepEqual(mail.envelope, { from: 'no-reply@healthygrains.example', to: [SUPPORT] });
  assert.deepEqual(mail.parsed.to, [{ name: '', address: SUPPORT }]);
  assert.deepEqual(mail.parsed.from, { name: 'Healthy Grains', address: 'no-reply@healthygrains.example' });
  assert.deepEqual(mail.parsed.replyTo, [{ name: 'Asha Rao', address: 'asha.rao@example.in' }]);
  assert.equal(mail.parsed.subject, 'Contact form: Asha Rao');
  for (const line of [
    'First name: Asha',
    'Last name: Rao',
    'Email: asha.rao@example.in',
    'Contact number: +919876543210',
    QUESTION,
  ]) {
    assert.ok(mail.parsed.text!.includes(line), `the mail's text has "${line}"`);
  }
});

test('a <script> and HTML in the message are stored as typed and arrive as text, in a mail with no HTML part', async () => {
  const typed =
    '<script>alert("hi")</script>\n<b>Bold</b> & <a href="https://evil.example/">a link</a>\n<img src=x onerror=alert(1)>';
  const response = await sendMail(shop.app, contactForm({ message: typed }));
  assert.equal(response.statusCode, 201, response.body);

  const [stored] = await shop.db.select().from(contactMessages).where(eq(contactMessages.message, typed));
  assert.ok(stored, 'stored verbatim');

  const quoted = typed
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  // a message of its own: without one, each failed assert.ok parses this file to quote the call, for seconds
  await eventually(
    () =>
      assert.ok(
        smtp.mails.some((caught) => caught.parsed.text?.includes(quoted)),
        'mailed',
      ),
    5_000,
  );
  const mail = smtp.mails.find((caught) => caught.parsed.text?.includes(quoted))!;
  assert.equal(mail.parsed.html, undefined);
  assert.match(mail.raw, /^Content-Type: text\/plain; charset=utf-8$/im);
  assert.doesNotMatch(mail.raw, /text\/html|multipart\//i);
});

test("the sender's lines arrive in a quoted block that cannot pass for the shop's, from the address in its one spelling", async () => {
  const typed = 'Hello support\r\nBcc: evil@x.test\u2028Click http://evil.test/reset\n\nThanks';
  const response = await sendMail(shop.app, contactForm({ email: ' Asha.Rao@Example.IN ', message: typed }));
  assert.equal(response.statusCode, 201, response.body);
  assert.equal((await lastStoredMessage()).email, 'asha.rao@example.in');
  await eventually(
    () =>
      assert.ok(
        smtp.mails.some((caught) => caught.parsed.text?.includes('> Hello support')),
        'mailed',
      ),
    5_000,
  );
  const mail = smtp.mails.find((caught) => caught.parsed.text?.includes('> Hello support'))!;
  assert.deepEqual(mail.envelope.to, [SUPPORT]);
  assert.deepEqual(mail.parsed.bcc, undefined);
  assert.deepEqual(mail.parsed.replyTo, [{ name: 'Asha Rao', address: 'asha.rao@example.in' }]);
  assert.ok(
    mail.parsed.text!.includes(
      [
        'Message, as the sender typed it:',
        '> Hello support',
        '> Bcc: evil@x.test',
        '> Click http://evil.test/reset',
        '>',
        '> Thanks',
      ].join('\n'),
    ),
    mail.parsed.text,
  );
});

test('every rule of the form is enforced with its own message, and nothing is stored or mailed', async () => {
  const cases: [string, Partial<Record<keyof ContactMessage, unknown>>, string][] = [
    [
      'no fields at all',
      { first_name: undefined, last_name: undefined, email: undefined, contact_no: undefined, message: undefined },
      CONTACT_MESSAGES.requiredFields,
    ],
    ['a blank first name', { first_name: '' }, CONTACT_MESSAGES.requiredFields],
    ['a first name of spaces', { first_name: '   ' }, CONTACT_MESSAGES.requiredFields],
    ['no last name', { last_name: undefined }, CONTACT_MESSAGES.requiredFields],
    ['no e-mail', { email: '' }, CONTACT_MESSAGES.requiredFields],
    ['no contact number', { contact_no: undefined }, CONTACT_MESSAGES.requiredFields],
    ['a digit in the first name', { first_name: 'Asha2' }, CONTACT_MESSAGES.lettersOnly],
    ['a symbol in the last name', { last_name: 'R@o' }, CONTACT_MESSAGES.lettersOnly],
    ['HTML in a name', { first_name: '<b>Asha</b>' }, CONTACT_MESSAGES.lettersOnly],
    ['a name of 51 letters', { last_name: 'R'.repeat(51) }, CONTACT_MESSAGES.lettersOnly],
    ['an e-mail without @', { email: 'asha.rao.example.in' }, CONTACT_MESSAGES.invalidEmail],
    ['an e-mail without a dot in its domain', { email: 'asha@example' }, CONTACT_MESSAGES.invalidEmail],
    ['an e-mail with a space', { email: 'asha rao@example.in' }, CONTACT_MESSAGES.invalidEmail],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(244)}@example.in` }, CONTACT_MESSAGES.invalidEmail],
    ['two addresses in one', { email: 'root,attacker@evil.test' }, CONTACT_MESSAGES.invalidEmail],
    ['a next-line and a header in it', { email: 'a\u0085Bcc:x@evil.test' }, CONTACT_MESSAGES.invalidEmail],
    ['a Kelvin sign for a K', { email: '\u212Airan@example.in' }, CONTACT_MESSAGES.invalidEmail],
    ['a name and an address', { email: 'Asha <asha.rao@example.in>' }, CONTACT_MESSAGES.invalidEmail],
    ['a line break in a name', { last_name: 'Rao\r\nBcc' }, CONTACT_MESSAGES.lettersOnly],
    ['a contact number with a dash', { contact_no: '98765-43210' }, CONTACT_MESSAGES.contactNo],
    ['a contact number of 14 digits', { contact_no: '98765432101234' }, CONTACT_MESSAGES.contactNo],
    ['a contact number with letters', { contact_no: 'call me' }, CONTACT_MESSAGES.contactNo],
    ['a message of 2001 characters', { message: 'm'.repeat(2001) }, CONTACT_MESSAGES.tooLong],
  ];
  const storedBefore = await storedMessages();
  const mailsBefore = await queuedMails();
  for (const [name, overrides, message] of cases) {
    const response = await sendMail(shop.app, contactForm(overrides));
    assert.equal(response.statusCode, 400, name);
    assert.deepEqual(response.json(), { status: false, message }, name);
  }
  assert.equal(await storedMessages(), storedBefore);
  assert.equal(await queuedMails(), mailsBefore);
});

test('the limits themselves are allowed: names of 50 letters, 13 digits, a message of 2000 characters, or none', async () => {
  for (const overrides of [
    { first_name: 'A'.repeat(50), last_name: "D'Souza-Pinto", contact_no: '9'.repeat(13), message: 'm'.repeat(2000) },
    { first_name: 'Mary Ann', message: undefined },
  ]) {
    const response = await sendMail(shop.app, contactForm(overrides));
    assert.equal(response.statusCode, 201, response.body);
  }
});

test('a call without a session, or with one the server never issued, is a 401 asking to reload, and stores nothing', async () => {
  const storedBefore = await storedMessages();
  for (const headers of [{}, { 'x-session-id': 'made-up-session' }]) {
    const response = await shop.app.inject({ method: 'POST', url: '/api/send-mail', headers, payload: contactForm() });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { status: false, message: SESSION_EXPIRED });
  }
  assert.equal(await storedMessages(), storedBefore);
});

test('fields that are not text are refused with a 400', async () => {
  const storedBefore = await storedMessages();
  for (const overrides of [
    { first_name: 42 },
    { last_name: ['Rao'] },
    { email: null },
    { contact_no: 919876543210 },
    { message: { text: 'hi' } },
    { message: true },
  ]) {
    const response = await sendMail(shop.app, contactForm(overrides));
    assert.equal(response.statusCode, 400, JSON.stringify(overrides));
    assert.equal(response.json().status, false);
    assert.match(response.json().message, new RegExp(Object.keys(overrides)[0]!));
  }
  const list = await sendMail(shop.app, [contactForm()]);
  assert.equal(list.statusCode, 400);
  assert.equal(await storedMessages(), storedBefore);
});

test('fields the form does not have are ignored', async () => {
  const response = await sendMail(shop.app, {
    ...contactForm(),
    mailed_at: null,
    id: 1,
    session_id: 'someone-else',
    html: '<p>hi</p>',
  });
  assert.equal(response.statusCode, 201, response.body);
  const stored = await lastStoredMessage();
  assert.equal(stored.sessionId, sessionId);
  assert.notEqual(stored.mailedAt, null);
});

test('a body over 16 KB is refused with 413 and a clear message, and nothing is stored', async () => {
  const storedBefore = await storedMessages();
  const response = await sendMail(shop.app, contactForm({ message: 'x'.repeat(17 * 1024) }));
  assert.equal(response.statusCode, 413);
  assert.deepEqual(response.json(), { status: false, message: 'The request is too large.' });
  assert.equal(await storedMessages(), storedBefore);
});

test('the mail to support is queued with the message, in the outbox table, with Reply-To the sender', async () => {
  const response = await sendMail(shop.app, contactForm({ first_name: 'Outboxed', message: '<i>Kept</i> locally' }));
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { status: true, message: CONTACT_MESSAGES.sent });

  const [kept] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Contact form: Outboxed Rao'));
  assert.ok(kept, 'the mail is in the outbox');
  assert.equal(kept.to, SUPPORT);
  assert.equal(kept.replyTo, 'asha.rao@example.in');
  assert.equal(kept.replyToName, 'Outboxed Rao');
  assert.match(kept.text, /First name: Outboxed/);
  assert.match(kept.text, /<i>Kept<\/i> locally/);
  const [stored] = await shop.db.select().from(contactMessages).where(eq(contactMessages.firstName, 'Outboxed'));
  assert.notEqual(stored?.mailedAt, null, 'the mail was handed over (to the outbox)');
});

test('a flood past the limit is answered 429 with Retry-After, stores nothing more, and leaves other clients alone', async () => {
  const app = await appWith({ ...roomyLimits, contact: { max: 3, timeWindowMs: 600_000 } });
  const flooder = '203.0.113.9';
  for (let call = 1; call <= 3; call += 1) {
    assert.equal((await sendMail(app, contactForm(), { remoteAddress: flooder })).statusCode, 201, `call ${call}`);
  }
  const storedBefore = await storedMessages();
  const mailsBefore = await queuedMails();
  for (let call = 4; call <= 6; call += 1) {
    const response = await sendMail(app, contactForm(), { remoteAddress: flooder });
    assert.equal(response.statusCode, 429, `call ${call}`);
    assert.deepEqual(response.json(), { status: false, message: TOO_MANY_REQUESTS });
    const retryAfter = Number(response.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${response.headers['retry-after']}`);
  }
  assert.equal(await storedMessages(), storedBefore);
  assert.equal(await queuedMails(), mailsBefore);

  const neighbour = await sendMail(app, contactForm(), { remoteAddress: '203.0.113.10' });
  assert.equal(neighbour.statusCode, 201);
});
