import { randomUUID } from 'node:crypto';
import type { AddToCartItem } from 'shared/contracts/cart';
import type { ProductSummary } from 'shared/contracts/catalog';
import { guestCheckout } from '../../scripts/testing/guest-checkout.ts';
import { loadSettings, runLoad, runLoadUntil, type LoadResult } from './api-load.ts';

/** Checkouts measured: each needs a cart of its own, prepared beforehand. */
const CHECKOUTS = 1500;
const ADD_SESSIONS = 200;
/** The catalogue read measured while the checkouts run: a shopper browsing during a sale. */
const READS_PER_SECOND = 100;

const json = { 'content-type': 'application/json' };

async function newSession(baseURL: string): Promise<string> {
  const answer = (await (await fetch(`${baseURL}/api/session`)).json()) as { session_id: string };
  return answer.session_id;
}

async function inBatches<T>(count: number, make: () => Promise<T>, batch = 50): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count)
    made.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - made.length) }, make))));
  return made;
}

async function buyableItem(baseURL: string): Promise<AddToCartItem> {
  const { data } = (await (await fetch(`${baseURL}/api/products`)).json()) as { data: ProductSummary[] };
  const product = data.find((candidate) => candidate.in_stock === 1 && candidate.prices.length > 0);
  if (!product) throw new Error('no product in stock to buy');
  return { product_id: product.id, product_price_id: product.prices[0]!.id, qty: 1 };
}

/** Requests cycling through `sessions`, one per request, each with its own headers and body. */
function rotating(sessions: string[], method: string, path: string, body: string, idempotent = false) {
  let turn = 0;
  return [
    {
      method,
      path,
      setupRequest: (request: object) => ({
        ...request,
        headers: {
          ...json,
          'x-session-id': sessions[turn++ % sessions.length]!,
          ...(idempotent ? { 'idempotency-key': randomUUID() } : {}),
        },
        body,
      }),
    },
  ];
}

export interface CartAndCheckoutLoad {
  add: LoadResult;
  checkout: LoadResult;
  /** `GET api/products` at READS_PER_SECOND for as long as the checkouts run */
  readsDuringCheckouts: LoadResult;
}

/**
 * `POST api/cart/add` for `loadSettings.seconds`, spread over many guest sessions, then
 * `POST api/checkout` once for each of CHECKOUTS carts filled beforehand, with `GET api/products` beside it.
 */
export async function cartAndCheckoutLoad(baseURL: string): Promise<CartAndCheckoutLoad> {
  const item = await buyableItem(baseURL);
  const addBody = JSON.stringify([item]);
  const shoppers = await inBatches(ADD_SESSIONS, () => newSession(baseURL));
  await runLoad({ url: baseURL, duration: 1, requests: rotating(shoppers, 'POST', '/api/cart/add', addBody) });
  const add = await runLoad({
    url: baseURL,
    duration: loadSettings.seconds,
    requests: rotating(shoppers, 'POST', '/api/cart/add', addBody),
  });

  const buyers = await inBatches(CHECKOUTS, async () => {
    const session = await newSession(baseURL);
    await fetch(`${baseURL}/api/cart/add`, {
      method: 'POST',
      headers: { ...json, 'x-session-id': session },
      body: addBody,
    });
    return session;
  });
  const checkouts = runLoad({
    url: baseURL,
    amount: CHECKOUTS,
    requests: rotating(buyers, 'POST', '/api/checkout', JSON.stringify(guestCheckout()), true),
  });
  const readsDuringCheckouts = runLoadUntil(
    { url: `${baseURL}/api/products`, connections: 10, overallRate: READS_PER_SECOND },
    checkouts,
  );
  return { add, checkout: await checkouts, readsDuringCheckouts: await readsDuringCheckouts };
}

/** A guest session whose cart holds one product, for measuring the checkout page. */
export async function sessionWithCart(baseURL: string): Promise<string> {
  const session = await newSession(baseURL);
  await fetch(`${baseURL}/api/cart/add`, {
    method: 'POST',
    headers: { ...json, 'x-session-id': session },
    body: JSON.stringify([await buyableItem(baseURL)]),
  });
  return session;
}
