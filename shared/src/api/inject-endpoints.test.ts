import { http, HttpResponse } from 'msw';
import { type EndpointBuilder, injectEndpoints } from 'shared/api/inject-endpoints';
import { createStore } from 'shared/store/create-store';
import { NOT_THE_API } from 'shared/testing/mocked-answers';
import { mswServer } from 'shared/testing/msw-server';

// calls the API does not have: their answers are the test's own (NOT_THE_API)
const probeAt = (url: string) => ({
  endpoints: (build: EndpointBuilder) => ({ probe: build.query<unknown, void>({ query: () => url }) }),
});

test('a feature injecting an endpoint name another feature holds throws, naming the endpoint', () => {
  injectEndpoints('mfe-one/cart', probeAt('first'));
  expect(() => injectEndpoints('mfe-two/cart', probeAt('second'))).toThrow(
    'mfe-two/cart injects the endpoint "probe", which mfe-one/cart injected already',
  );
});

test("a feature's code run again (a redeployed remote, a hot reload) replaces its own endpoints", async () => {
  const asked: string[] = [];
  mswServer.use(
    http.get('*/api/:path', ({ params }) => {
      asked.push(String(params.path));
      return HttpResponse.json({ status: true }, { headers: NOT_THE_API });
    }),
  );
  injectEndpoints('mfe-one/cart', probeAt('first'));
  const api = injectEndpoints('mfe-one/cart', probeAt('again'));
  await createStore().dispatch(api.endpoints.probe.initiate());
  expect(asked).toEqual(['again']);
});
