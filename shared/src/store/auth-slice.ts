import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { browserGlobals } from 'shared/store/browser-globals';

/** Local-storage keys, under the names clients of the shop already use. */
export const AUTH_STORAGE_KEYS = { token: 'token', adminToken: 'a_token', user: 'user' } as const;

export interface SignedInUser {
  id: number;
  first_name: string;
  last_name?: string;
  display_name?: string;
  email?: string;
  role: string;
  billing_address?: string | null;
  shipping_address?: string | null;
}

export interface AuthState {
  token: string | null;
  /** The admin token (`a_token`); present only for admins. */
  adminToken: string | null;
  user: SignedInUser | null;
  isSignedIn: boolean;
}

const readUser = (): SignedInUser | null => {
  try {
    const raw = browserGlobals.localStorage?.getItem(AUTH_STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as SignedInUser) : null;
  } catch {
    return null;
  }
};

const initialState = (): AuthState => {
  const token = browserGlobals.localStorage?.getItem(AUTH_STORAGE_KEYS.token) ?? null;
  return {
    token,
    adminToken: browserGlobals.localStorage?.getItem(AUTH_STORAGE_KEYS.adminToken) ?? null,
    user: readUser(),
    // true on load when a token is stored
    isSignedIn: Boolean(token),
  };
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: SignedInUser; adminToken?: string | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.adminToken = action.payload.adminToken ?? null;
      state.isSignedIn = true;
    },
    signedOut(state) {
      state.token = null;
      state.adminToken = null;
      state.user = null;
      state.isSignedIn = false;
    },
  },
});

export const { signedIn, signedOut } = authSlice.actions;
