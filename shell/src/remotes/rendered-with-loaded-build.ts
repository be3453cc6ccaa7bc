import type { PageRemote } from 'shared/contracts/page-rendering';
import { loadedRemoteBuild } from 'shared/config/remote-entry';

/**
 * Whether the server's markup came from the build of the page's remote this browser loaded, once `pageLoaded`
 * settles. A remote deployed anew between the server's render and this visit's load would not hydrate that markup
 * without mismatches, so the page is then rendered afresh (with the server's data, which stays valid).
 */
export async function renderedWithLoadedBuild(pageRemote: PageRemote | null, pageLoaded: Promise<void>) {
  if (!pageRemote) return true;
  await pageLoaded;
  const loaded = loadedRemoteBuild(pageRemote.name);
  // a page that failed to load shows its failure in its region either way
  if (loaded === undefined || loaded === pageRemote.build) return true;
  console.info(`This page was rendered afresh: the server rendered it with another build of ${pageRemote.name}.`);
  return false;
}
