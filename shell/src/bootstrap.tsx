import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'shared/store/create-store';
import { ensureSession } from 'shared/store/session-slice';
import { App } from './app.tsx';

const store = createStore();
void store.dispatch(ensureSession());

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first page in slices instead of one long task.
startTransition(() => root.render(<App store={store} />));
