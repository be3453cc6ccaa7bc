import { baseApi } from 'shared/api/base-api';
import type { SignUpRequest } from 'shared/contracts/contact';

/** What `POST api/sign-up` answers: joined (201, the same for an address already on the list) or why not. */
export interface SignUpAnswer {
  status: boolean;
  message: string;
}

const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpAnswer, SignUpRequest>({
      query: (body) => ({ url: 'sign-up', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
