// Requests to a test shop as the front ends send them: JSON bodies, a bearer token when signed in.
import type { TestShop } from './test-shop.ts';

type Shop = Pick<TestShop, 'app'>;
type Headers = Record<string, string>;

/** The header of a signed-in caller; none for a guest (no token). */
export const bearer = (token: string | undefined): Headers => (token ? { authorization: `Bearer ${token}` } : {});

/** A request with `payload` as its JSON body, or no body when there is none. */
export const send = (
  shop: Shop,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Headers = {},
) => shop.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export const get = (shop: Shop, url: string, headers: Headers = {}) => send(shop, 'GET', url, undefined, headers);

export const post = (shop: Shop, url: string, payload?: unknown, headers: Headers = {}) =>
  send(shop, 'POST', url, payload, headers);
