import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { LoginRequest, LoginResponse } from 'shared/contracts/account';

const signInApi = injectEndpoints('mfe-account/features/sign-in/api', {
  endpoints: (build) => ({
    // The session header goes along (base-api.ts), so the server merges the guest's cart into the account's:
    // the cart, and anything read for a previous shopper, is read afresh.
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      invalidatesTags: ['Cart', 'Order', 'User', 'Address'],
    }),
  }),
});

export const { useLoginMutation } = signInApi;
