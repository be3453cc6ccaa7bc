import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { EmailRequest, LoginLinkRequest, LoginRequest, LoginResponse } from 'shared/contracts/account';
import type { ShopAnswer } from '../../ui/shop-answer.ts';

const signInApi = injectEndpoints('mfe-account/features/sign-in/api', {
  endpoints: (build) => ({
    // The session header goes along (base-api.ts), so the server merges the guest's cart into the account's:
    // the cart, and anything read for a previous shopper, is read afresh.
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      invalidatesTags: ['Cart', 'Order', 'User', 'Address'],
    }),
    /** a mailed one-time sign-in link, for when the password is forgotten or strangers' guesses are refused */
    loginLinkMail: build.mutation<ShopAnswer, EmailRequest>({
      query: (body) => ({ url: 'login-link-mail', method: 'POST', body }),
    }),
    /** signs in by that link, answered as the login */
    loginByLink: build.mutation<LoginResponse, LoginLinkRequest>({
      query: (body) => ({ url: 'login-link', method: 'POST', body }),
      invalidatesTags: ['Cart', 'Order', 'User', 'Address'],
    }),
  }),
});

export const { useLoginMutation, useLoginLinkMailMutation, useLoginByLinkMutation } = signInApi;
