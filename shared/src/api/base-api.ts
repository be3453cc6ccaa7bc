import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { shop } from 'shared/config/shop';
import { SESSION_EXPIRED } from 'shared/contracts/session-expired';
import { SESSION_HEADER } from 'shared/contracts/session-header';
import { SIGN_IN_AGAIN } from 'shared/contracts/sign-in-again';
import { signedOut, type AuthState } from 'shared/store/auth-slice';
import { browserGlobals } from 'shared/store/browser-globals';
import { serverStateHandedOver } from 'shared/store/server-state';
import { replaceSession, type SessionState } from 'shared/store/session-slice';

/** Tags are the contract between remotes: a mutation in one invalidates another's query. */
export const tagTypes = ['Product', 'Combo', 'Cart', 'Coupon', 'Order', 'User', 'Address', 'Geo', 'Content'] as const;

/**
 * What a store's thunks are given: on the server, where there is no page address, the API's own origin, and who
 * notes each API path read (without its query) to make the page.
 */
export interface ApiExtra {
  apiOrigin?: string;
  onRead?: (path: string) => void;
}

const browserApiOrigin = () => shop.apiBase || (browserGlobals.location?.origin ?? '');

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  const { session, auth } = getState() as { session: SessionState; auth: AuthState };
  if (session.sessionId) headers.set(SESSION_HEADER, session.sessionId);
  if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
  return headers;
};

const fetchersByOrigin = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/** Absolute URLs, so requests resolve the same in the browser and in Node's fetch. */
const fetcherFor = (origin: string) => {
  let fetcher = fetchersByOrigin.get(origin);
  if (!fetcher) {
    fetcher = fetchBaseQuery({ baseUrl: `${origin}/api/`, prepareHeaders });
    fetchersByOrigin.set(origin, fetcher);
  }
  return fetcher;
};

const fetchFromApi: ReturnType<typeof fetchBaseQuery> = (args, api, extraOptions) => {
  const extra = api.extra as ApiExtra | undefined;
  extra?.onRead?.((typeof args === 'string' ? args : args.url).split('?')[0]!);
  return fetcherFor(extra?.apiOrigin ?? browserApiOrigin())(args, api, extraOptions);
};

const tokenOf = (state: unknown) => (state as { auth: AuthState }).auth.token;
const sessionOf = (state: unknown) => (state as { session: SessionState }).session.sessionId;

const refusedWith = (error: unknown, message: string) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  error.status === 401 &&
  'data' in error &&
  (error.data as { message?: unknown } | undefined)?.message === message;

/**
 * Sends a request; when the server refuses the token it carried (revoked at logout elsewhere, at a password
 * change or a deactivation, or expired), the shopper is signed out, so the signed-in pages ask for a new sign-in.
 * When it refuses the session (expired after 30 days without use), the id is forgotten and a new one asked for,
 * so the next request, or the reload the message asks for, starts afresh instead of sending the dead id again.
 */
const baseQuery: typeof fetchFromApi = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState());
  const sentSession = sessionOf(api.getState());
  const result = await fetchFromApi(args, api, extraOptions);
  // a sign-in (or a new session) that came meanwhile is not what this answer is about
  if (sentToken && refusedWith(result.error, SIGN_IN_AGAIN) && tokenOf(api.getState()) === sentToken)
    api.dispatch(signedOut());
  if (sentSession && refusedWith(result.error, SESSION_EXPIRED) && sessionOf(api.getState()) === sentSession) {
    void api.dispatch(replaceSession());
  }
  return result;
};

/**
 * The one RTK Query API of the shop, with no endpoints: every remote injects
 * its own (`injectEndpoints` of shared/api/inject-endpoints) from its feature's `api.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  // a server-rendered page's data: RTK Query takes its settled queries, so the page does not fetch them again
  // (`never`: the payload is this very slice's state, which its own definition cannot name)
  extractRehydrationInfo: (action) => (serverStateHandedOver.match(action) ? (action.payload.api as never) : undefined),
});
