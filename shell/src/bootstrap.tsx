import { createRoot } from 'react-dom/client';
import { createStore } from 'shared/store/create-store';
import { ensureSession } from 'shared/store/session-slice';
import { App } from './app.tsx';
import { fetchRemotesMap } from './remotes/remotes-map.ts';
import { registerShopperRemotes } from './remotes/register-remotes.ts';

const store = createStore();
store.dispatch(ensureSession());

registerShopperRemotes(await fetchRemotesMap());

createRoot(document.getElementById('root')!).render(<App store={store} />);
