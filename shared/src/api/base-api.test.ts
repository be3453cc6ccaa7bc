import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NOT_THE_API } from 'shared/testing/mocked-answers';
import { mswServer } from 'shared/testing/msw-server';
import { createStore } from 'shared/store/create-store';
import { signedIn } from 'shared/store/auth-slice';
import { ensureSession, SESSION_STORAGE_KEY } from 'shared/store/session-slice';
import { injectEndpoints } from 'shared/api/inject-endpoints';

// a call the API does not have, to see what any call carries and meets: its answers are the test's own (NOT_THE_API)
const probeApi = injectEndpoints('shared/api/base-api.test', {
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'probe' }) }),
});

function captureHeaders() {
  const seen: Headers[] = [];
  mswServer.use(
    http.get('*/api/probe', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ status: true }, { headers: NOT_THE_API });
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

describe('a token the server refuses', () => {
  const answerProbe = (status: number, message: string) =>
    mswServer.use(
      http.get('*/api/probe', () => HttpResponse.json({ status: false, message }, { status, headers: NOT_THE_API })),
    );

  const signedInStore = () => {
    const store = createStore();
    store.dispatch(signedIn({ token: 'tok-1', user: { id: 1, first_name: 'Asha', role: 'customer' } }));
    return store;
  };

  test('"Please sign in again." signs the shopper out and clears the stored token', async () => {
    answerProbe(401, 'Please sign in again.');
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth).toMatchObject({ isSignedIn: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('another 401 (an expired cart session) keeps the shopper signed in', async () => {
    answerProbe(401, 'Your session has expired. Please reload the page.');
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth).toMatchObject({ isSignedIn: true, token: 'tok-1' });
  });
});

describe('a session the server refuses', () => {
  const expiredThenNew = () => {
    const asked: string[] = [];
    mswServer.use(
      http.get('*/api/probe', () =>
        HttpResponse.json(
          { status: false, message: 'Your session has expired. Please reload the page.' },
          { status: 401, headers: NOT_THE_API },
        ),
      ),
      http.get('*/api/session', () => {
        asked.push('session');
        return HttpResponse.json({ status: true, session_id: 'fresh-id' });
      }),
    );
    return asked;
  };

  test('is forgotten and replaced by a new one, in the store and in sessionStorage', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'expired-id');
    const asked = expiredThenNew();
    const store = createStore();
    await store.dispatch(ensureSession());
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await waitFor(() => expect(store.getState().session.sessionId).toBe('fresh-id'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('fresh-id');
    expect(asked).toEqual(['session']);
  });

  test('a 401 with another message keeps the session', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'kept-id');
    mswServer.use(
      http.get('*/api/probe', () =>
        HttpResponse.json({ status: false, message: 'Please sign in again.' }, { status: 401, headers: NOT_THE_API }),
      ),
    );
    const store = createStore();
    await store.dispatch(ensureSession());
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().session.sessionId).toBe('kept-id');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('kept-id');
  });
});
