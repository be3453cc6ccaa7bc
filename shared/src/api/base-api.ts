import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { shop } from 'shared/config/shop';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { SESSION_HEADER } from 'shared/contracts/session-header';
import { signedOut, type AuthState } from 'shared/store/auth-slice';
import { browserGlobals } from 'shared/store/browser-globals';
import type { SessionState } from 'shared/store/session-slice';

/** Tags are the contract between remotes: a mutation in one invalidates another's query. */
export const tagTypes = ['Product', 'Combo', 'Cart', 'Coupon', 'Order', 'User', 'Address', 'Geo', 'Content'] as const;

const fetchFromApi = fetchBaseQuery({
  // Absolute, so requests resolve the same in the browser and in Node's fetch.
  baseUrl: `${shop.apiBase || (browserGlobals.location?.origin ?? '')}/api/`,
  prepareHeaders: (headers, { getState }) => {
    const { session, auth } = getState() as { session: SessionState; auth: AuthState };
    if (session.sessionId) headers.set(SESSION_HEADER, session.sessionId);
    if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
    return headers;
  },
});

const tokenOf = (state: unknown) => (state as { auth: AuthState }).auth.token;

const refusesToken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  error.status === 401 &&
  'data' in error &&
  (error.data as { message?: unknown } | undefined)?.message === ACCOUNT_MESSAGES.signInAgain;

/**
 * Sends a request; when the server refuses the token it carried (revoked at logout elsewhere, at a password
 * change or a deactivation, or expired), the shopper is signed out, so the signed-in pages ask for a new sign-in.
 */
const baseQuery: typeof fetchFromApi = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState());
  const result = await fetchFromApi(args, api, extraOptions);
  // a sign-in that happened meanwhile brought a new token, which this answer says nothing about
  if (sentToken && refusesToken(result.error) && tokenOf(api.getState()) === sentToken) api.dispatch(signedOut());
  return result;
};

/**
 * The one RTK Query API of the shop, with no endpoints: every remote injects
 * its own (`baseApi.injectEndpoints`) from its feature's `api.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
