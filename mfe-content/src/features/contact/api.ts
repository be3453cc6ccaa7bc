import { baseApi } from 'shared/api/base-api';
import type { ContactMessage } from 'shared/contracts/contact';

/** What `POST api/send-mail` answers, success or not. */
export interface SendMailAnswer {
  status: boolean;
  message: string;
}

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<SendMailAnswer, ContactMessage>({
      query: (body) => ({ url: 'send-mail', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
