import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { RegistrationRequest } from 'shared/contracts/account';
import type { ShopAnswer } from '../../ui/shop-answer.ts';

const registrationApi = injectEndpoints('mfe-account/features/registration/api', {
  endpoints: (build) => ({
    /** Creates the account and mails a link that confirms the address; the account signs in once confirmed. */
    register: build.mutation<ShopAnswer, RegistrationRequest>({
      query: (body) => ({ url: 'registration-mail', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registrationApi;
