import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { EmailRequest, SetPasswordRequest, SetPasswordResponse } from 'shared/contracts/account';
import type { ShopAnswer } from '../../ui/shop-answer.ts';

const passwordApi = injectEndpoints('mfe-account/features/password/api', {
  endpoints: (build) => ({
    sendResetMail: build.mutation<ShopAnswer, EmailRequest>({
      query: (body) => ({ url: 'reset-password-mail', method: 'POST', body }),
    }),
    /**
     * A reset, or a guest's first password by the link of an order mail (which claims that e-mail's orders; an
     * account holder's own password stays, `password_set: false`).
     */
    setPassword: build.mutation<SetPasswordResponse, SetPasswordRequest>({
      query: (body) => ({ url: 'set-password', method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useSendResetMailMutation, useSetPasswordMutation } = passwordApi;
