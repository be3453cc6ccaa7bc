import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../scripts/testing/smtp-catcher.ts';
import { MAIL_WORKER_TIMINGS } from '../../mail/mail-worker.ts';
import { eventually } from '../../test/eventually.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { checkout, checkoutPayload, sessionWithCart } from '../../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer, newEmail } from '../../test/account-builders.ts';

const shopUrl = 'https://shop.example.in';

let smtp: SmtpCatcher;
let shop: TestShop;
before(async () => {
  smtp = await startSmtpCatcher();
  shop = await startTestShop({
    checkout: { codEnabled: true, codShippingChargePaise: 5_000 },
    mail: { smtpUrl: smtp.url, from: 'Healthy Grains <no-reply@example.in>', supportEmail: 'support@example.in' },
    mailWorker: { ...MAIL_WORKER_TIMINGS, pollMs: 20 },
    accounts: { shopUrl, shopSlug: 'healthy-grains' },
    rateLimits: roomyRateLimits,
  });
});
after(async () => {
  await shop.close();
  await smtp.close();
});

const PHISHING = 'Your payment failed - pay now at https://evil.example/pay or your order is lost';

/** A cash-on-delivery order (confirmed at once) to `email`, as a guest or as the account whose token is given. */
async function orderMailTo(email: string, token?: string) {
  const { sessionId } = await sessionWithCart(shop);
  const payload = checkoutPayload({
    contact_email: email,
    contact_name: PHISHING,
    payment_type: 'cod',
    shipping_address: {
      ...checkoutPayload().shipping_address,
      shipping_first_name: 'Verify',
      shipping_last_name: 'at www.evil.example',
      shipping_address: 'Pay at http://203.0.113.9/pay or evil。example/pay',
    },
  });
  const placed = await checkout(shop, sessionId, payload, { token });
  assert.equal(placed.statusCode, 200, placed.body);
  let text = '';
  await eventually(() => {
    const mail = smtp.mails.find(
      (caught) => caught.envelope.to.includes(email) && (caught.parsed.subject ?? '').includes('is confirmed'),
    );
    assert.ok(mail, 'the confirmation arrived');
    text = mail.parsed.text ?? '';
  });
  return text;
}

/**
 * What a mail reader may make a link of: an address with a scheme, "www." or a name with a dot before a label of
 * letters (any dot a reader takes for one), an IPv4 address.
 */
const linkLike =
  /(?:[a-z][a-z\d+.-]*:\/\/)?(?:[\p{L}\p{N}-]+[.\u3002\uFF0E\uFF61])+\p{L}{2,}\S*|[a-z][a-z\d+.-]*:\/\/\S+|\b\d{1,3}(?:\.\d{1,3}){3}\b/giu;

test('an order mail to an address nobody proved greets nobody by the typed name, and links only to the shop', async () => {
  const text = await orderMailTo(newEmail('stranger'));
  assert.equal(text.split('\n')[0], 'Hello,');
  assert.ok(!text.includes('Your payment failed'), text);
  // the address as typed, still readable, where it is shown as the shipping address
  assert.ok(
    text.includes(
      'Shipping to:\nVerify at www[.]evil[.]example\nPay at http[:]//203[.]0[.]113[.]9/pay or evil[.]example/pay\n',
    ),
    text,
  );
  const links = text.match(linkLike) ?? [];
  assert.ok(links.length > 0, 'the claim link is there');
  for (const link of links) assert.ok(link.startsWith(`${shopUrl}/`), `a link away from the shop: ${link}\n${text}`);
});

test("the address's own account, signed in, is greeted by the name it typed", async () => {
  const holder = await confirmedCustomer(shop, { email: newEmail('holder') });
  const text = await orderMailTo(holder.email, holder.token);
  // its own words to itself, but no link even so
  assert.equal(
    text.split('\n')[0],
    'Hello Your payment failed - pay now at https[:]//evil[.]example/pay or your order is lost,',
  );
});
