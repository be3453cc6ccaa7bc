import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createStore, type RootState } from 'shared/store/create-store';
import { theme } from 'shared/ui/theme';
import { routerFuture } from 'shared/config/router-future';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page is rendered at. */
  route?: string;
  /** The route pattern the page is mounted on (to give it params). */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** Extra routes, e.g. to see where a page navigates to. */
  otherRoutes?: ReactElement;
}

/** Renders a page as the shell would: the real store, the theme and a router. */
export function renderWithStore(
  ui: ReactElement,
  { route = '/', path = '*', preloadedState, otherRoutes, ...options }: Options = {},
) {
  const store = createStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]} future={routerFuture}>
          <Routes>
            <Route path={path} element={ui} />
            {otherRoutes}
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
    options,
  );
  return { store, ...result };
}
