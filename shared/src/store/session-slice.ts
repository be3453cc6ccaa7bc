import { createAsyncThunk, createSlice, isFulfilled } from '@reduxjs/toolkit';
import type { SessionResponse } from 'shared/contracts/session';
import { shop } from 'shared/config/shop';
import { browserGlobals } from 'shared/store/browser-globals';

export const SESSION_STORAGE_KEY = 'session_id';

export interface SessionState {
  sessionId: string | null;
}

const initialState = (): SessionState => ({
  sessionId: browserGlobals.sessionStorage?.getItem(SESSION_STORAGE_KEY) || null,
});

async function fetchSessionId(): Promise<string | null> {
  try {
    const response = await fetch(`${shop.apiBase}/api/session`, { credentials: 'include' });
    if (!response.ok) throw new Error('Failed to fetch session ID');
    const { session_id } = (await response.json()) as SessionResponse;
    if (typeof session_id !== 'string' || !session_id) throw new Error('Failed to fetch session ID');
    sessionStorage.setItem(SESSION_STORAGE_KEY, session_id);
    return session_id;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return null;
  }
}

/** The request in flight, so callers that ask at the same time (start-up, a form) share one session. */
let asking: Promise<string | null> | null = null;

const askForSession = () =>
  (asking ??= fetchSessionId().finally(() => {
    asking = null;
  }));

/**
 * Read `session_id` from sessionStorage; if empty, ask the
 * server for one and keep it. A failure is only logged; no session id is set.
 */
export const ensureSession = createAsyncThunk<string | null, void, { state: { session: SessionState } }>(
  'session/ensure',
  async (_, { getState }) => getState().session.sessionId || askForSession(),
);

/**
 * Leaves the current session for `issued` (the one a logout hands out) or, without it, for a new one asked of
 * the server (the old one expired, or the logout got no answer). Requests sent meanwhile carry no session id,
 * never the old one.
 */
export const replaceSession = createAsyncThunk<string | null, string | undefined>('session/replace', async (issued) => {
  if (!issued) {
    browserGlobals.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
    return askForSession();
  }
  browserGlobals.sessionStorage?.setItem(SESSION_STORAGE_KEY, issued);
  return issued;
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(replaceSession.pending, (state) => {
        state.sessionId = null;
      })
      .addMatcher(isFulfilled(ensureSession, replaceSession), (state, action) => {
        state.sessionId = action.payload;
      });
  },
});
