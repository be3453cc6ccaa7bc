import { createStore } from 'shared/store/create-store';
import { AUTH_STORAGE_KEYS, signedIn, signedOut } from 'shared/store/auth-slice';

const customer = { id: 7, first_name: 'Asha', role: 'customer' };

test('the signed-in flag is true on load when a token is stored', () => {
  localStorage.setItem(AUTH_STORAGE_KEYS.token, 'tok');
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(customer));
  const { auth } = createStore().getState();
  expect(auth.isSignedIn).toBe(true);
  expect(auth.user).toEqual(customer);
});

test('the signed-in flag is false on load with no token', () => {
  expect(createStore().getState().auth.isSignedIn).toBe(false);
});

test('signing in stores the token and user in localStorage', () => {
  const store = createStore();
  store.dispatch(signedIn({ token: 'tok', user: customer }));
  expect(store.getState().auth.isSignedIn).toBe(true);
  expect(localStorage.getItem('token')).toBe('tok');
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(customer);
  expect(localStorage.getItem('a_token')).toBeNull();
});

test('an admin sign-in also stores a_token; signing out removes token, a_token and user', () => {
  const store = createStore();
  store.dispatch(signedIn({ token: 'tok', user: { ...customer, role: 'admin' }, adminToken: 'admin-tok' }));
  expect(localStorage.getItem('a_token')).toBe('admin-tok');
  store.dispatch(signedOut());
  expect(store.getState().auth).toMatchObject({ isSignedIn: false, user: null, token: null });
  expect(['token', 'a_token', 'user'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
});
