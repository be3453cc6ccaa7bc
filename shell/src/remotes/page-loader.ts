import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteOf, type RemoteModuleId } from '../routes/remote-modules.ts';
import { remotesReady } from './remotes-ready.ts';
import { isAdminOnlyRemote, registerAdminRemote, resetRemote } from './register-remotes.ts';

export interface PageModule {
  default: ComponentType;
}

const pages = new Map<RemoteModuleId, Promise<PageModule>>();
const lazyPages = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

async function fetchPage(id: RemoteModuleId): Promise<PageModule> {
  await remotesReady;
  if (isAdminOnlyRemote(remoteOf(id))) registerAdminRemote();
  const module = await loadRemote<PageModule>(id);
  if (!module?.default) throw new Error(`Remote module "${id}" has no default page`);
  return module;
}

/**
 * One load per page: the preload started at boot and the page's lazy component
 * share it, so the page's code downloads while React itself is still loading.
 */
export function loadPage(id: RemoteModuleId): Promise<PageModule> {
  let page = pages.get(id);
  if (!page) {
    page = fetchPage(id);
    pages.set(id, page);
  }
  return page;
}

/** The page as a lazy component, one per page: React keeps a lazy component's failed load until `forgetPage`. */
export function lazyPage(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => loadPage(id));
    lazyPages.set(id, page);
  }
  return page;
}

/** Forgets a failed page and its remote's failed load, so the next `loadPage` and `lazyPage` start afresh. */
export function forgetPage(id: RemoteModuleId) {
  pages.delete(id);
  lazyPages.delete(id);
  resetRemote(remoteOf(id));
}
