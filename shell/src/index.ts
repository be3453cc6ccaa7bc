// Reading the remotes map starts at once, side by side with React (bootstrap then fetches the current page's
// remote before it renders); the async boundary lets Module Federation set up the shared singletons first, in a task
// of its own after this file's.
import './remotes/remotes-ready.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

void yieldToBrowser().then(() => import('./bootstrap.tsx'));
