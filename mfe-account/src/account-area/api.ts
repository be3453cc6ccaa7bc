import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { LogoutResponse } from 'shared/contracts/account';

const accountAreaApi = injectEndpoints('mfe-account/account-area/api', {
  endpoints: (build) => ({
    /** Revokes the sign-in's tokens on the server, which hands out the session to go on with. */
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = accountAreaApi;
