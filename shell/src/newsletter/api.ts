import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { NewsletterRequest } from 'shared/contracts/newsletter';

/** What `POST api/sign-up` answers: joined (201, the same for an address already on the list) or why not. */
export interface NewsletterAnswer {
  status: boolean;
  message: string;
}

const newsletterApi = injectEndpoints('shell/newsletter/api', {
  endpoints: (build) => ({
    joinNewsletter: build.mutation<NewsletterAnswer, NewsletterRequest>({
      query: (body) => ({ url: 'sign-up', method: 'POST', body }),
    }),
  }),
});

export const { useJoinNewsletterMutation } = newsletterApi;
