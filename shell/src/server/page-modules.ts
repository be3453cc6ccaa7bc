import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { PageLoader } from 'shared/server-rendering/page-head';
import { remoteOf, type RemotePageId } from '../routes/remote-modules.ts';
import { loadedBuild, reregisterRemote } from './server-remotes.ts';
import { withinBudget } from './within-budget.ts';

/** How long a page whose code failed is left to the browser before the server tries it again. */
const RETRY_AFTER_MS = 10_000;

export interface ServerPageModule {
  default: ComponentType;
  loader?: PageLoader;
}

/** A page's server module, and the build of its remote it came from (unknown when a redeploy crossed its load). */
export interface LoadedPage {
  module: ServerPageModule;
  build: string | undefined;
}

type Load =
  | { state: 'loading'; promise: Promise<LoadedPage | undefined> }
  | { state: 'ready'; page: LoadedPage }
  | { state: 'failed'; at: number };

const loads = new Map<RemotePageId, Load>();

function startLoad(id: RemotePageId) {
  const settle = (next: Load) => {
    // a remote registered anew meanwhile has dropped this load
    if (loads.get(id) === load) loads.set(id, next);
  };
  const promise = loadRemote<ServerPageModule>(id).then(
    (module) => {
      if (!module?.default) throw new Error(`Remote module "${id}" has no default page`);
      const page: LoadedPage = { module, build: loads.get(id) === load ? loadedBuild(remoteOf(id)) : undefined };
      settle({ state: 'ready', page });
      return page;
    },
    (error: unknown) => {
      console.error(`The server build of "${id}" could not be loaded; its pages render in the browser`, error);
      settle({ state: 'failed', at: Date.now() });
      return undefined;
    },
  );
  const load = { state: 'loading' as const, promise };
  loads.set(id, load);
  return load;
}

/**
 * A page's server module, or undefined to leave its region to the browser: when it is not there within `budgetMs`,
 * or for a while after it failed to load (requests then do not wait at all).
 */
export async function pageModule(id: RemotePageId, budgetMs: number): Promise<LoadedPage | undefined> {
  const load = loads.get(id);
  if (load?.state === 'ready') return load.page;
  if (load?.state === 'loading') return withinBudget(load.promise, budgetMs);
  if (load?.state === 'failed') {
    if (Date.now() - load.at < RETRY_AFTER_MS) return undefined;
    // the runtime keeps a failed remote's load: registering it anew lets it try again
    reregisterRemote(remoteOf(id));
  }
  return withinBudget(startLoad(id).promise, budgetMs);
}

/** Starts loading pages ahead of their first request. */
export function warmUp(ids: readonly RemotePageId[]) {
  for (const id of ids) if (!loads.has(id)) startLoad(id);
}

/** Drops what was loaded from a remote registered anew, so its next request loads the new code. */
export function forgetRemote(name: string) {
  for (const id of loads.keys()) if (id.startsWith(`${name}/`)) loads.delete(id);
}
