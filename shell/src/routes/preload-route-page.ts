import { loadPage } from '../remotes/page-loader.ts';
import { findRoute } from './route-table.ts';

/**
 * Starts loading the page of the address the visitor arrived at; a failure shows later, in the page's region.
 * An admin page is left to its guard, so no admin code is fetched before the admin token is seen.
 * Settles when the page's code has loaded or failed to, or at once when there is none to load.
 */
export async function preloadRoutePage(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (route && route.access !== 'admin')
    await loadPage(route.page).catch(() => {
      // shown by the page's own region when it renders
    });
}
