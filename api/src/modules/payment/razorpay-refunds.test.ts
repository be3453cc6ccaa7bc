import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PaymentSettings } from '../../config.ts';
import { razorpayRefunds } from './razorpay-refunds.ts';

const settings: PaymentSettings = {
  provider: 'razorpay',
  keyId: 'rzp_test_key',
  keySecret: 'rzp-test-secret',
  webhookSecret: 'rzp-webhook-secret',
};

/** A fetch that records the request it is given and answers `answer`, so no request leaves the machine. */
function recordingFetch(answer: Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init?: RequestInit) => {
    requests.push({ url, init: init ?? {} });
    return answer;
  }) as typeof fetch;
  return { send, requests };
}

const refund = { paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 77_800, receipt: 'HG2026112300007' };

test("a refund is POSTed to the payment's refund address with basic auth and the amount in paise", async () => {
  const { send, requests } = recordingFetch(Response.json({ id: 'rfnd_FP8QHiV938haTz', entity: 'refund' }));
  assert.equal(await razorpayRefunds(settings, send)(refund), 'rfnd_FP8QHiV938haTz');

  assert.equal(requests.length, 1);
  const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
  assert.equal(url, 'https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
  assert.equal(init.method, 'POST');
  const headers = new Headers(init.headers);
  assert.equal(headers.get('authorization'), `Basic ${Buffer.from('rzp_test_key:rzp-test-secret').toString('base64')}`);
  assert.equal(headers.get('content-type'), 'application/json');
  assert.equal(typeof init.body, 'string');
  assert.deepEqual(JSON.parse(init.body as string), { amount: 77_800, speed: 'normal', receipt: 'HG2026112300007' });
  assert.ok(init.signal, 'the call has a time limit');
});

test('a payment id cannot change the address it is sent to', async () => {
  const { send, requests } = recordingFetch(Response.json({ id: 'rfnd_1' }));
  await razorpayRefunds(settings, send)({ ...refund, paymentId: '../orders?x=1' });
  assert.equal(requests[0]!.url, 'https://api.razorpay.com/v1/payments/..%2Forders%3Fx%3D1/refund');
});

test('a refused refund, or an answer without a refund id, rejects', async () => {
  const refused = recordingFetch(
    Response.json({ error: { description: 'The refund amount exceeds the payment' } }, { status: 400 }),
  );
  await assert.rejects(razorpayRefunds(settings, refused.send)(refund), /Razorpay refused the refund: 400/);
  const withoutId = recordingFetch(Response.json({ entity: 'refund' }));
  await assert.rejects(razorpayRefunds(settings, withoutId.send)(refund), /without an id/);
});
