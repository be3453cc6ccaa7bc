import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'shared/store/create-store';
import { serverStateHandedOver, type ServerState } from 'shared/store/server-state';
import { ensureSession } from 'shared/store/session-slice';
import { App } from './app.tsx';
import { onRecoverableError } from './remotes/left-to-browser.ts';
import { preloadRoutePage } from './routes/preload-route-page.ts';

preloadRoutePage(location.pathname);

const store = createStore();
const serverState = document.getElementById('shop-state')?.textContent;
if (serverState) store.dispatch(serverStateHandedOver(JSON.parse(serverState) as ServerState));
void store.dispatch(ensureSession());

const container = document.getElementById('root')!;
if (serverState) {
  // The server's markup stays; React attaches to it, and renders in the browser any region the server left out. In
  // a transition React hydrates in slices of a few milliseconds, yielding to the browser between them, instead of
  // one long task; a click on a part not yet hydrated makes React hydrate it at once.
  startTransition(() => {
    hydrateRoot(container, <App store={store} />, { onRecoverableError });
  });
} else {
  // A transition lets React render the first page in slices instead of one long task.
  startTransition(() => createRoot(container).render(<App store={store} />));
}
