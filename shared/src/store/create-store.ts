import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { type ApiExtra, baseApi } from 'shared/api/base-api';
import { authSlice } from 'shared/store/auth-slice';
import { persistAuth } from 'shared/store/persist-auth';
import { sessionSlice } from 'shared/store/session-slice';
import { uiSlice } from 'shared/store/ui-slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The shell creates the one store (one per page rendered on the server); remotes only use it through the hooks. */
export function createStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(persistAuth)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
