import { createListenerMiddleware } from '@reduxjs/toolkit';
import { AUTH_STORAGE_KEYS, signedIn, signedOut } from 'shared/store/auth-slice';

/** Keeps the spec's local-storage keys in step with the auth slice. */
export const persistAuth = createListenerMiddleware();

persistAuth.startListening({
  actionCreator: signedIn,
  effect: ({ payload }) => {
    localStorage.setItem(AUTH_STORAGE_KEYS.token, payload.token);
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(payload.user));
    if (payload.adminToken) localStorage.setItem(AUTH_STORAGE_KEYS.adminToken, payload.adminToken);
    else localStorage.removeItem(AUTH_STORAGE_KEYS.adminToken);
  },
});

persistAuth.startListening({
  actionCreator: signedOut,
  effect: () => {
    for (const key of Object.values(AUTH_STORAGE_KEYS)) localStorage.removeItem(key);
  },
});
