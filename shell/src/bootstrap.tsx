import { startTransition } from 'react';
import type { ServerState } from 'shared/store/server-state';
import { renderedWithLoadedBuild } from './remotes/rendered-with-loaded-build.ts';
import { preloadRoutePage } from './routes/preload-route-page.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Starts the shop in the browser in steps, each its own task, with a yield to the browser in between: evaluating
 * the API slice, then the store, creating the store, handing it the server's state, evaluating the app, then React
 * DOM, and hydrating. In one task the start-up held a phone's main thread for a quarter of a second, so a tap in that
 * time waited for all of it; the work is the same, but no step of it blocks for long.
 */
async function start() {
  await import('shared/api/base-api');
  await yieldToBrowser();
  const [{ createStore }, { serverStateHandedOver }, { ensureSession }] = await Promise.all([
    import('shared/store/create-store'),
    import('shared/store/server-state'),
    import('shared/store/session-slice'),
  ]);
  await yieldToBrowser();
  const store = createStore();
  await yieldToBrowser();
  const shopState = document.getElementById('shop-state')?.textContent;
  const serverState = shopState ? (JSON.parse(shopState) as ServerState) : undefined;
  if (serverState) store.dispatch(serverStateHandedOver(serverState));
  void store.dispatch(ensureSession());
  await yieldToBrowser();
  const { App } = await import('./app.tsx');
  await yieldToBrowser();
  const [{ createRoot, hydrateRoot }, { onRecoverableError }] = await Promise.all([
    import('react-dom/client'),
    import('./remotes/left-to-browser.ts'),
  ]);
  // Only now, once the shell has taken up every shared module it provides: a remote page loading earlier would be
  // the first to take up a singleton, and the federation runtime would then record it as that remote's.
  const pageLoaded = preloadRoutePage(location.pathname);
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  if (serverState && (await renderedWithLoadedBuild(serverState.pageRemote, pageLoaded))) {
    // The server's markup stays; React attaches to it, and renders in the browser any region the server left out.
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between them, instead
    // of one long task; a click on a part not yet hydrated makes React hydrate it at once.
    startTransition(() => {
      hydrateRoot(container, <App store={store} />, { onRecoverableError });
    });
  } else {
    // A transition lets React render the first page in slices instead of one long task.
    startTransition(() => createRoot(container).render(<App store={store} />));
  }
}

void start();
