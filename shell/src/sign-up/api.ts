import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { SignUpRequest } from 'shared/contracts/contact';

/** What `POST api/sign-up` answers: joined (201, the same for an address already on the list) or why not. */
export interface SignUpAnswer {
  status: boolean;
  message: string;
}

const signUpApi = injectEndpoints('shell/sign-up/api', {
  endpoints: (build) => ({
    signUp: build.mutation<SignUpAnswer, SignUpRequest>({
      query: (body) => ({ url: 'sign-up', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
