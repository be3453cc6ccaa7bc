import { baseApi } from 'shared/api/base-api';
import type { ShopAnswer } from '../ui/shop-answer.ts';

const accountAreaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Revokes the sign-in's tokens on the server. */
    logout: build.mutation<ShopAnswer, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = accountAreaApi;
