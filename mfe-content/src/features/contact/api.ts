import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { ContactMessage } from 'shared/contracts/contact';

/** What `POST api/send-mail` answers, success or not. */
export interface SendMailAnswer {
  status: boolean;
  message: string;
}

const contactApi = injectEndpoints('mfe-content/features/contact/api', {
  endpoints: (build) => ({
    sendContactMessage: build.mutation<SendMailAnswer, ContactMessage>({
      query: (body) => ({ url: 'send-mail', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
