import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { ShopAnswer } from '../ui/shop-answer.ts';

const accountAreaApi = injectEndpoints('mfe-account/account-area/api', {
  endpoints: (build) => ({
    /** Revokes the sign-in's tokens on the server. */
    logout: build.mutation<ShopAnswer, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = accountAreaApi;
