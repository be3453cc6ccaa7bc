import { http } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { reply, type Answer } from 'shared/testing/answer';

export interface ProductFormCall {
  pathname: string;
  authorization: string | null;
  form: FormData;
}

/** `POST api/{path}` with a multipart product form answers `answer`; returns the forms it was sent. */
export function serveProductForm(path: string, answer: Answer) {
  const calls: ProductFormCall[] = [];
  mswServer.use(
    http.post(`*/api/${path}`, async ({ request }) => {
      calls.push({
        pathname: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        form: await request.formData(),
      });
      return reply(answer);
    }),
  );
  return calls;
}
