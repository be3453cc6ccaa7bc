import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { shop } from 'shared/config/shop';
import { SESSION_HEADER } from 'shared/contracts/session-header';
import type { AuthState } from 'shared/store/auth-slice';
import { browserGlobals } from 'shared/store/browser-globals';
import type { SessionState } from 'shared/store/session-slice';

/** Tags are the contract between remotes: a mutation in one invalidates another's query. */
export const tagTypes = ['Product', 'Combo', 'Cart', 'Coupon', 'Order', 'User', 'Address', 'Geo', 'Content'] as const;

/**
 * The one RTK Query API of the shop, with no endpoints: every remote injects
 * its own (`baseApi.injectEndpoints`) from its feature's `api.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute, so requests resolve the same in the browser and in Node's fetch.
    baseUrl: `${shop.apiBase || (browserGlobals.location?.origin ?? '')}/api/`,
    prepareHeaders: (headers, { getState }) => {
      const { session, auth } = getState() as { session: SessionState; auth: AuthState };
      if (session.sessionId) headers.set(SESSION_HEADER, session.sessionId);
      if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
      return headers;
    },
  }),
  tagTypes,
  endpoints: () => ({}),
});
