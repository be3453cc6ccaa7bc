import { http, HttpResponse } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { createStore } from 'shared/store/create-store';
import { signedIn } from 'shared/store/auth-slice';
import { ensureSession } from 'shared/store/session-slice';
import { baseApi } from 'shared/api/base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'probe' }) }),
});

function captureHeaders() {
  const seen: Headers[] = [];
  mswServer.use(
    http.get('*/api/probe', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ status: true });
    }),
  );
  return seen;
}

test('requests carry the session id and, when signed in, the bearer token', async () => {
  sessionStorage.setItem('session_id', 'sess-1');
  const seen = captureHeaders();
  const store = createStore();
  await store.dispatch(ensureSession());
  store.dispatch(signedIn({ token: 'tok-1', user: { id: 1, first_name: 'Asha', role: 'customer' } }));
  await store.dispatch(probeApi.endpoints.probe.initiate());
  expect(seen[0]?.get('X-session-id')).toBe('sess-1');
  expect(seen[0]?.get('Authorization')).toBe('Bearer tok-1');
});

test('a guest with no session sends neither header', async () => {
  const seen = captureHeaders();
  const store = createStore();
  await store.dispatch(probeApi.endpoints.probe.initiate());
  expect(seen[0]?.has('X-session-id')).toBe(false);
  expect(seen[0]?.has('Authorization')).toBe(false);
});
