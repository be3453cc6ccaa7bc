import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModuleId } from '../routes/remote-modules.ts';
import { remotesReady } from './remotes-ready.ts';
import { resetRemote } from './register-remotes.ts';

export interface PageModule {
  default: ComponentType;
}

const pages = new Map<RemoteModuleId, Promise<PageModule>>();

async function fetchPage(id: RemoteModuleId): Promise<PageModule> {
  await remotesReady;
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

/** Forgets a failed page and its remote's failed load, so the next `loadPage` starts afresh. */
export function forgetPage(id: RemoteModuleId) {
  pages.delete(id);
  resetRemote(id.split('/')[0]!);
}
