import type { Middleware } from '@reduxjs/toolkit';
import { AUTH_STORAGE_KEYS, signedIn, signedOut } from 'shared/store/auth-slice';

/** Keeps the local-storage keys in step with the auth slice. */
export const persistAuth: Middleware = () => (next) => (action) => {
  if (signedIn.match(action)) {
    const { token, user, adminToken } = action.payload;
    localStorage.setItem(AUTH_STORAGE_KEYS.token, token);
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    if (adminToken) localStorage.setItem(AUTH_STORAGE_KEYS.adminToken, adminToken);
    else localStorage.removeItem(AUTH_STORAGE_KEYS.adminToken);
  } else if (signedOut.match(action)) {
    for (const key of Object.values(AUTH_STORAGE_KEYS)) localStorage.removeItem(key);
  }
  return next(action);
};
