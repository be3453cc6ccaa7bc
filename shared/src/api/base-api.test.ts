import { http, HttpResponse } from 'msw';
import { mswServer } from '../testing/msw-server.ts';
import { createStore } from '../store/create-store.ts';
import { signedIn } from '../store/auth-slice.ts';
import { ensureSession } from '../store/session-slice.ts';
import { baseApi } from './base-api.ts';

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
