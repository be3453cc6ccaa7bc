// Reading the remotes map and fetching the current page's remote start at once,
// side by side with React; the async boundary lets Module Federation set up the shared singletons first.
import './remotes/remotes-ready.ts';

void import('./routes/preload-route-page.ts').then(({ preloadRoutePage }) => preloadRoutePage(location.pathname));
void import('./bootstrap.tsx');
