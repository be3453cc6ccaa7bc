import type { PaymentSettings } from '../../config.ts';

/**
 * Creates something through Razorpay's API (an order, a refund) with the key id and secret as basic auth and
 * answers its id; rejects when Razorpay refuses or answers no id. `send` is `fetch` but for the tests, which read
 * the request without a network.
 */
export async function createAtRazorpay(
  { keyId, keySecret }: PaymentSettings,
  { path, body, what }: { path: string; body: object; what: string },
  send: typeof fetch = fetch,
): Promise<string> {
  const response = await send(`https://api.razorpay.com/v1/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Razorpay refused the ${what}: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { id?: unknown };
  if (typeof created.id !== 'string') throw new Error(`Razorpay answered a ${what} without an id`);
  return created.id;
}
