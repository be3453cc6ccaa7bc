import { http, HttpResponse } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { createStore } from 'shared/store/create-store';
import { ensureSession, SESSION_STORAGE_KEY } from 'shared/store/session-slice';

test('a session id already in sessionStorage is used without asking the server', async () => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'kept-id');
  const store = createStore();
  await store.dispatch(ensureSession());
  expect(store.getState().session.sessionId).toBe('kept-id');
});

test('with no stored id, a new one is fetched and kept in sessionStorage and the store', async () => {
  mswServer.use(http.get('*/api/session', () => HttpResponse.json({ status: true, session_id: 'fresh-id' })));
  const store = createStore();
  await store.dispatch(ensureSession());
  expect(store.getState().session.sessionId).toBe('fresh-id');
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('fresh-id');
});

test('a non-2xx answer is only logged, as "Failed to fetch session ID", and no id is set', async () => {
  mswServer.use(http.get('*/api/session', () => new HttpResponse(null, { status: 503 })));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const store = createStore();
  await store.dispatch(ensureSession());
  expect(log).toHaveBeenCalledWith('Failed to fetch session ID');
  expect(store.getState().session.sessionId).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  log.mockRestore();
});
