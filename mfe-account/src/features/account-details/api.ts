import { baseApi } from 'shared/api/base-api';
import type { ValidatePasswordRequest } from 'shared/contracts/account';
import type { ShopAnswer } from '../../ui/shop-answer.ts';

const accountDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validatePassword: build.mutation<ShopAnswer, ValidatePasswordRequest>({
      query: (body) => ({ url: 'validate-password', method: 'POST', body }),
    }),
  }),
});

export const { useValidatePasswordMutation } = accountDetailsApi;
