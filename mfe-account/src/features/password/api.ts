import { baseApi } from 'shared/api/base-api';
import type { EmailRequest, SetPasswordRequest } from 'shared/contracts/account';
import type { ShopAnswer } from '../../ui/shop-answer.ts';

const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendResetMail: build.mutation<ShopAnswer, EmailRequest>({
      query: (body) => ({ url: 'reset-password-mail', method: 'POST', body }),
    }),
    /** A reset, or a guest's first password by the link of an order mail (which claims that e-mail's orders). */
    setPassword: build.mutation<ShopAnswer, SetPasswordRequest>({
      query: (body) => ({ url: 'set-password', method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useSendResetMailMutation, useSetPasswordMutation } = passwordApi;
