import { Provider } from 'react-redux';
import { BrowserRouter } from 'shared/routing';
import { ThemeProvider } from 'styled-components';
import { routerFuture } from 'shared/config/router-future';
import type { AppStore } from 'shared/store/create-store';
import { theme } from 'shared/ui/theme';
import { Layout } from './layout/layout.tsx';
import { AppRoutes } from './routes/app-routes.tsx';
import { StartedMark } from './started-mark.tsx';

/** The shop inside a router: the browser's, or the server's for one address. */
export function Shop({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Layout>
          <AppRoutes />
        </Layout>
      </ThemeProvider>
    </Provider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <BrowserRouter future={routerFuture}>
      <Shop store={store} />
      <StartedMark />
    </BrowserRouter>
  );
}
