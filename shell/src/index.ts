// Reading the remotes map starts at once, side by side with React (bootstrap then fetches the current page's
// remote before it renders); the async boundary lets Module Federation set up the shared singletons first.
import './remotes/remotes-ready.ts';

void import('./bootstrap.tsx');
